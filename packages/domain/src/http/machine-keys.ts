import type { MachineKey } from './endpoint';

/**
 * The header each machine key travels in, and what its caller reads when the server refuses it
 * (docs/api-contracts.md 'Machine keys').
 */
export const MACHINE_KEY_HEADERS = {
  bot: 'x-bot-key',
  intake: 'x-intake-key',
  platform: 'x-platform-key',
} as const satisfies Record<MachineKey, string>;

export const MACHINE_KEY_MESSAGES = {
  badKey: {
    bot: 'Clave de BOT inválida',
    intake: 'Clave de isla inválida',
    platform: 'Clave de plataforma inválida',
  } satisfies Record<MachineKey, string>,
  islandInactive: 'La isla está desactivada',
  botInactive: 'El BOT está desactivado',
  tooManyCalls: 'Demasiadas solicitudes con esta clave. Espere un minuto y vuelva a intentar.',
  tooManyBadKeys: 'Demasiados intentos con una clave inválida. Espere un minuto y vuelva a intentar.',
} as const;
