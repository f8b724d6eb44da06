/**
 * Spanish names of what the audit rows hold (docs/features/audit.md): the record types, the actions
 * and the fields of before and after. A code missing here shows as written, so a new action is never
 * hidden.
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
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_CODES = Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]];

export const AUDIT_ACTIONS: Record<string, string> = {
  'receipt.create': 'Comprobante recibido',
  'receipt.approve': 'Comprobante aprobado',
  'receipt.edit_approve': 'Comprobante editado y aprobado',
  'receipt.reject': 'Comprobante rechazado',
  'receipt.defer': 'Comprobante aplazado',
  'client.create': 'Jugador creado',
  'client.deposit': 'Carga',
  'client.withdraw': 'Retiro',
  'client.lock': 'Jugador bloqueado',
  'client.unlock': 'Jugador desbloqueado',
  'client.reset': 'Contraseña reiniciada',
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
  'audience.create': 'Campaña creada',
  'audience.update': 'Campaña editada',
  'audience.delete': 'Campaña borrada',
  'notification.create': 'Notificación recibida',
  'ignore.add': 'Número ignorado',
  'ignore.remove': 'Número habilitado',
  'iresponse.update': 'Respuesta del BOT editada',
};

const FIELDS: Record<string, string> = {
  status: 'Estado',
  reason: 'Motivo',
  amount: 'Monto',
  newAmount: 'Monto corregido',
  bonus: 'Bono',
  bankAccountId: 'Cuenta',
  movementIds: 'Movimientos',
  name: 'Nombre',
  username: 'Usuario',
  panelUsername: 'Usuario',
  email: 'Correo',
  phone: 'Teléfono',
  rol: 'Rol',
  active: 'Activo',
  tenantId: 'Isla',
  cbu: 'CBU',
  alias: 'Alias',
  owner: 'Titular',
  bankId: 'Banco',
  balance: 'Saldo',
  url: 'URL',
  locked: 'Bloqueado',
  prefix: 'Prefijo',
  message: 'Mensaje',
  text: 'Texto',
  type: 'Tipo',
  transactionType: 'Tipo de movimiento',
  balanceAfter: 'Saldo final',
};

export const actionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;
export const entityLabel = (entity: string): string =>
  (AUDIT_ENTITIES as Record<string, string>)[entity] ?? entity;
export const fieldLabel = (field: string): string => FIELDS[field] ?? field;
