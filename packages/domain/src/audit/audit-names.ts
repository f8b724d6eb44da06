/**
 * Spanish names of the audit's record types and of who acted (docs/features/audit.md). Apart from
 * the labels of actions, fields and values (audit-labels.ts): a 'Historial de cambios' button and an
 * operator's name need these few, not the labels and the rules they draw on (docs/architecture.md,
 * "What the browser downloads").
 */

export const AUDIT_ENTITIES = {
  receipt: 'Comprobante',
  client: 'Jugador',
  bank_account: 'Cuenta bancaria',
  bank: 'Banco',
  island: 'Isla',
  bot: 'BOT',
  panel_user: 'Usuario',
  audience: 'Campaña',
  notification: 'Notificación',
  ignored_number: 'Número ignorado',
  chatbot_response: 'Respuesta del BOT',
  withdrawal: 'Solicitud de retiro',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_CODES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

/** The receipt states by one name each (docs/glossary.md): `notfound` is 'Pospuesto' everywhere. */
export const RECEIPT_STATUS_NAMES = {
  pending: 'Pendiente',
  approve: 'Aprobado',
  rejected: 'Rechazado',
  notfound: 'Pospuesto',
} as const;

/**
 * Who did it, when the row names no user: the system, or a user deleted before users were kept
 * (migration 0020); a user deleted since keeps their name, marked (docs/features/audit.md 'Who').
 */
export const AUDIT_ACTORS = { system: 'Sistema', deleted: 'Usuario borrado' } as const;
export type AuditActorKind = 'user' | 'system' | 'deleted';
/** A deleted user's name wherever the trail shows it: 'ana (eliminado)'. */
export const deletedUserName = (username: string) => `${username} (eliminado)`;
export const userLabel = (user: { username: string; deleted: boolean }) =>
  user.deleted ? deletedUserName(user.username) : user.username;

export const entityLabel = (entity: string): string =>
  (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
/** 'Sistema', 'Usuario borrado', the user's name, or a deleted user's name marked as such. */
export const actorLabel = (kind: AuditActorKind | undefined, username: string | null): string => {
  if (username === null) return kind === 'deleted' ? AUDIT_ACTORS.deleted : AUDIT_ACTORS.system;
  return userLabel({ username, deleted: kind === 'deleted' });
};
