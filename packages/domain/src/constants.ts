/** Business constants of docs/features/money.md. */
export const NOTICE_LIFETIME_MS = 3000;
export const MIN_PASSWORD_LENGTH = 8;
export const SIDE_MENU_AUTO_CLOSE_PX = 991;

/** Bot states of docs/features/bots.md, with the header button's label and look. */
export const BOT_STATES = {
  0: { label: 'Encendido', color: 'green', variant: 'outline' },
  1: { label: 'Espera', color: 'yellow', variant: 'filled' },
  2: { label: 'Apagado', color: 'red', variant: 'filled' },
} as const;
export type BotState = keyof typeof BOT_STATES;

/** Longest text fields accept; every string the API takes has a cap. */
export const MAX_LENGTH = {
  username: 50,
  email: 254,
  password: 128,
  name: 100,
  url: 500,
  /** An island's prefix: the text cap; its rule asks for 1 to 10 letters or digits. */
  prefix: 20,
} as const;
