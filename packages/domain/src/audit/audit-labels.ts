import { RETURN_CAUSE_LABELS } from '../evidence/returned-view';
import { DEFER_REASONS, REJECT_REASONS } from '../receipts/receipt-rules';
import { ROL_NAMES } from '../users/user-rules';
import {
  CANCEL_REASON,
  WITHDRAWAL_REJECT_REASONS,
  WITHDRAWAL_STATE_LABELS,
} from '../withdrawals/withdrawal-rules';

/**
 * Spanish names of what the audit rows hold (docs/features/audit.md): the record types, every action
 * the server writes (a unit test greps apps/server for them), the fields of before and after and the
 * values that are codes (states, reasons, roles). A code missing here still shows as written, so a
 * new action is never hidden; the test makes sure none is missing.
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

export const AUDIT_ACTIONS: Record<string, string> = {
  'receipt.create': 'Comprobante recibido',
  'receipt.approve': 'Comprobante aprobado',
  'receipt.edit_approve': 'Comprobante editado y aprobado',
  'receipt.reject': 'Comprobante rechazado',
  'receipt.defer': 'Comprobante pospuesto',
  'receipt.auto_approve': 'Comprobante aprobado por el sistema',
  'receipt.approve_requested': 'Aprobación pedida (doble control)',
  'receipt.approve_confirmed': 'Aprobación confirmada (doble control)',
  'receipt.return': 'Comprobante devuelto a la cola',
  'receipt.holder_name': 'Titular recibido del BOT',
  'receipt.used_notice_override': 'Aprobado con un aviso ya usado (supervisor)',
  'client.create': 'Jugador creado',
  'client.deposit': 'Carga',
  'client.pay': 'Retiro pagado',
  'client.withdraw': 'Retiro',
  'client.lock': 'Jugador bloqueado',
  'client.unlock': 'Jugador desbloqueado',
  'client.game_debit': 'Apuesta en la plataforma de juego',
  'client.game_credit': 'Premio en la plataforma de juego',
  'client.reset': 'Contraseña reiniciada',
  'client.password.reset': 'Contraseña del jugador reiniciada',
  'client.bonus.block': 'Bono bloqueado',
  'client.bonus.unblock': 'Bono desbloqueado',
  'bank_account.create': 'Cuenta creada',
  'bank_account.update': 'Cuenta editada',
  'bank_account.toggle': 'Cuenta activada o desactivada',
  'bank_account.unload': 'Cuenta descargada',
  'bank_account.delete': 'Cuenta borrada',
  'bank.create': 'Banco creado',
  'bank.update': 'Banco editado',
  'bank.delete': 'Banco borrado',
  'island.create': 'Isla creada',
  'island.update': 'Isla editada',
  'island.flows': 'Flujos de la isla cambiados',
  'island.toggle': 'Isla activada o desactivada',
  'island.delete': 'Isla borrada',
  'island.four_eyes': 'Doble control cambiado',
  'island.evidence': 'Aprobación automática y pospuestos cambiados',
  'bot.create': 'BOT creado',
  'bot.update': 'BOT editado',
  'bot.toggle': 'BOT activado o desactivado',
  'bot.restart': 'BOT reiniciado',
  'bot.key_rotate': 'Clave del BOT renovada',
  'bot.delete': 'BOT borrado',
  'user.create': 'Usuario creado',
  'user.update': 'Usuario editado',
  'user.toggle': 'Usuario activado o desactivado',
  'user.delete': 'Usuario borrado',
  'user.totp_enable': 'Verificación en dos pasos activada',
  'user.totp_disable': 'Verificación en dos pasos desactivada',
  'user.totp_reset': 'Verificación en dos pasos reiniciada (administrador)',
  'user.totp_failed': 'Código de verificación incorrecto',
  'user.totp_recovery_used': 'Ingreso con código de recuperación',
  'island.totp': 'Verificación en dos pasos exigida o no',
  'audience.create': 'Campaña creada',
  'audience.update': 'Campaña editada',
  'audience.delete': 'Campaña borrada',
  'notification.create': 'Aviso del banco recibido',
  'ignore.add': 'Número ignorado',
  'ignore.remove': 'Número habilitado',
  'iresponse.update': 'Respuesta del BOT editada',
  'island.withdrawal_rules': 'Reglas de retiro cambiadas',
  'withdrawal.filed': 'Retiro solicitado',
  'withdrawal.approval_requested': 'Retiro aprobado, falta confirmación',
  'withdrawal.approved': 'Retiro aprobado',
  'withdrawal.rejected': 'Retiro rechazado',
  'withdrawal.cancelled': 'Retiro cancelado',
  'withdrawal.paid': 'Retiro pagado por el pagador',
  'withdrawal.payout_failed': 'No se pudo pagar el retiro',
};

const FIELDS: Record<string, string> = {
  status: 'Estado',
  reason: 'Motivo',
  amount: 'Monto',
  newAmount: 'Monto corregido',
  unloaded: 'Monto descargado',
  bonus: 'Bono',
  bankAccountId: 'Cuenta',
  movementIds: 'Movimientos',
  transactionId: 'Transacción de la plataforma',
  game: 'Juego',
  brand: 'Proveedor del juego',
  noticeId: 'Aviso del banco',
  decidedBy: 'Decidido por',
  decidedAt: 'Decidido el',
  requestedBy: 'Pedido por',
  confirmedBy: 'Confirmado por',
  edited: 'Monto editado',
  cause: 'Volvió porque',
  holderName: 'Titular recibido',
  then: 'Después',
  name: 'Nombre',
  username: 'Usuario',
  panelUsername: 'Usuario',
  panelUserName: 'Usuario del panel',
  email: 'Correo',
  phone: 'Teléfono',
  rol: 'Rol',
  active: 'Activo',
  assigned: 'BOT de la isla',
  tenantId: 'Isla',
  clientId: 'Jugador',
  botId: 'BOT',
  fileType: 'Tipo de archivo',
  referralCode: 'Código de referido',
  referredByClientId: 'Referido por',
  createdAt: 'Creado el',
  cbu: 'CBU',
  alias: 'Alias',
  owner: 'Titular',
  number: 'Número',
  bank: 'Banco',
  bankname: 'Banco',
  bankId: 'Banco',
  balance: 'Saldo',
  balanceBefore: 'Saldo inicial',
  balanceAfter: 'Saldo final',
  externalTransactionId: 'Operación',
  url: 'URL',
  locked: 'Bloqueado',
  blacklistbonus: 'Bono bloqueado',
  defaultPassword: 'Contraseña por defecto',
  passwordChanged: 'Contraseña cambiada',
  totpEnabled: 'Verificación en dos pasos',
  totpRequired: 'Exige verificación en dos pasos',
  recoveryCodesLeft: 'Códigos de recuperación restantes',
  during: 'Durante',
  panelUserPasswordChanged: 'Contraseña del usuario del panel cambiada',
  defaultClientPasswordChanged: 'Contraseña por defecto de jugadores cambiada',
  prefix: 'Prefijo',
  charge: 'Carga mínima',
  withdraw: 'Retiro mínimo',
  message: 'Mensaje',
  text: 'Texto',
  response: 'Respuesta',
  alter_response: 'Respuesta alternativa',
  type: 'Tipo',
  transactionType: 'Tipo de movimiento',
  autoApprove: 'Aprobación automática',
  deferredReturnMinutes: 'Devolver pospuestos tras (minutos)',
  fourEyesAbove: 'Doble control desde',
  fourEyesEditAbove: 'Doble control de edición desde',
  claimLimit: 'Comprobantes tomados a la vez por operador',
  chargesQuantityMin: 'Cargas desde',
  chargesQuantityMax: 'Cargas hasta',
  daysInactiveMin: 'Días inactivo desde',
  daysInactiveMax: 'Días inactivo hasta',
  chargeAmountMin: 'Monto cargado desde',
  chargeAmountMax: 'Monto cargado hasta',
  opUsercreation: 'Flujo: crear usuarios',
  opCharges: 'Flujo: cargas',
  opBalances: 'Flujo: saldo',
  opWithdraws: 'Flujo: retiros',
  opHelp: 'Flujo: ayuda',
  opInformation: 'Flujo: información',
  opReferral: 'Flujo: referidos',
  valor: 'Valor',
  state: 'Estado',
  source: 'Origen',
  destination: 'Cuenta de destino',
  holderTaxId: 'CUIT/CUIL del titular',
  foreignHolder: 'Titular distinto del jugador',
  approvalRequestedBy: 'Aprobado primero por',
  approvedBy: 'Aprobado por',
  bankOperation: 'Operación del banco',
  proof: 'Comprobante del pago',
  note: 'Nota',
  withdrawMaxPerRequest: 'Retiro máximo por solicitud',
  withdrawMaxPerDay: 'Retiros máximos por día',
  withdrawRequestsPerDay: 'Solicitudes de retiro por día',
  withdrawHoursFrom: 'Retiros desde (minuto del día)',
  withdrawHoursTo: 'Retiros hasta (minuto del día)',
  withdrawFourEyesAbove: 'Doble control de retiros desde',
  withdrawRefuseForeignHolder: 'Rechaza titulares distintos',
  maxPerRequest: 'Retiro máximo por solicitud',
  maxPerDay: 'Retiros máximos por día',
  requestsPerDay: 'Solicitudes de retiro por día',
  hoursFrom: 'Retiros desde (minuto del día)',
  hoursTo: 'Retiros hasta (minuto del día)',
  refuseForeignHolder: 'Rechaza titulares distintos',
};

/** Codes a field holds, by their labels: states, reasons, roles, why a receipt came back. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: RECEIPT_STATUS_NAMES,
  then: RECEIPT_STATUS_NAMES,
  reason: { ...REJECT_REASONS, ...DEFER_REASONS, ...WITHDRAWAL_REJECT_REASONS, [CANCEL_REASON]: 'Cancelado' },
  state: WITHDRAWAL_STATE_LABELS,
  rol: Object.fromEntries(Object.entries(ROL_NAMES).map(([rol, name]) => [rol, `${rol} ${name}`])),
  cause: RETURN_CAUSE_LABELS,
  fileType: { jpeg: 'JPEG', png: 'PNG', webp: 'WEBP', pdf: 'PDF' },
};

export const actionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;
export const entityLabel = (entity: string): string =>
  (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
export const fieldLabel = (field: string): string => FIELDS[field] ?? field;
/** A code's label in this field, or null when the field holds no codes or the code is unknown. */
export const valueLabel = (field: string, code: string): string | null => VALUE_LABELS[field]?.[code] ?? null;
/** 'Sistema', 'Usuario borrado', the user's name, or a deleted user's name marked as such. */
export const actorLabel = (kind: AuditActorKind | undefined, username: string | null): string => {
  if (username === null) return kind === 'deleted' ? AUDIT_ACTORS.deleted : AUDIT_ACTORS.system;
  return userLabel({ username, deleted: kind === 'deleted' });
};
