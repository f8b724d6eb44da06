/** Movement kinds of the gaming platform (docs/features/ledger.md) and how the panel names them. */
export const MOVEMENT_TYPES = [
  'WITHDRAW',
  'DEPOSIT',
  'DEPOSITBONO',
  'GAMEDEBIT',
  'GAMECREDIT',
  // A withdrawal request's hold and its release (docs/features/withdrawals.md 'The hold').
  'WITHDRAWHOLD',
  'WITHDRAWRELEASE',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Movements that take money out of the player's balance. */
export const DEBIT_TYPES: readonly MovementType[] = ['WITHDRAW', 'GAMEDEBIT', 'WITHDRAWHOLD'];

export const isDebit = (type: MovementType) => DEBIT_TYPES.includes(type);

/** Signed effect of a movement on the balance, in centavos. */
export const signedAmount = (type: MovementType, amount: number) => (isDebit(type) ? -amount : amount);

/** docs/features/players.md: the type column of the last-movements table and of the history. */
export const MOVEMENT_LABELS: Record<MovementType, string> = {
  WITHDRAW: 'Retiro',
  DEPOSIT: 'Deposito',
  DEPOSITBONO: 'Deposito de bono',
  GAMEDEBIT: 'Debito del juego',
  GAMECREDIT: 'Credito del juego',
  WITHDRAWHOLD: 'Retiro en curso',
  WITHDRAWRELEASE: 'Retiro liberado',
};

/** The history modal's three toggles (Retiros, Depositos, Juegos) and the types each one shows. */
export const MOVEMENT_FILTERS = {
  withdrawals: ['WITHDRAW', 'WITHDRAWHOLD', 'WITHDRAWRELEASE'],
  deposits: ['DEPOSIT', 'DEPOSITBONO'],
  games: ['GAMEDEBIT', 'GAMECREDIT'],
} as const satisfies Record<string, readonly MovementType[]>;
export type MovementFilter = keyof typeof MOVEMENT_FILTERS;

const CURRENCY_NAMES: Record<string, string> = { ARS: 'Peso Argentino' };

/** docs/features/ledger.md: ARS is shown as 'Peso Argentino'; other codes as they come. */
export const currencyName = (code: string) => CURRENCY_NAMES[code] ?? code;

/** What the ledger refuses, shown to cashiers and returned to the platform webhook. */
export const LEDGER_MESSAGES = {
  insufficient: 'El monto supera el saldo del cliente',
  badAmount: 'El monto debe ser un número entero de centavos mayor a 0',
  tooLarge: 'El saldo resultante supera el máximo permitido',
  keyReused: 'La clave de idempotencia ya se usó para otro movimiento',
  playerNotFound: 'No se encontró el cliente',
  noPlayer: 'El cliente no tiene cuenta en la plataforma',
} as const;
