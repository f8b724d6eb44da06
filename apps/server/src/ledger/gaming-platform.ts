import type { MovementType } from '@panel/domain/ledger/movements';
import type { DbOrTx } from '../db/connection';

export type { MovementType };

export interface MovementInput {
  clientId: number;
  /** Centavos, a positive safe integer. */
  amount: number;
  /** The same key again returns the first movement and moves no money (retries, double clicks). */
  idempotencyKey?: string;
  brand?: string;
  game?: string;
  currencyCode?: string;
}

export interface Movement {
  id: number;
  clientId: number;
  transactionType: MovementType;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  externalTransactionId: string;
  insDate: Date;
  brand: string | null;
  game: string | null;
  currencyCode: string;
  /** True when the idempotency key gave back its first movement: nothing moved this time. */
  replayed?: boolean;
}

export interface MovementQuery {
  clientId: number;
  /** Only these types; all when omitted. */
  types?: readonly MovementType[];
  /** insDate ≥ from and < to. */
  from?: Date;
  to?: Date;
  limit: number;
  offset?: number;
  /** The order (docs/features/lists.md): 'date' is the ledger's (id), 'amount' the amount then id; newest first by default. */
  sort?: 'date' | 'amount';
  dir?: 'asc' | 'desc';
  /** Keyset instead of offset: the movements after this one (its id) in the order. */
  afterId?: number;
  /** false skips counting (the last movements need no total); true by default. */
  withTotal?: boolean;
}

export interface MovementPage {
  items: Movement[];
  /** Movements matching the query; null when not counted. */
  total: number | null;
}

export interface PlayerState {
  locked: boolean;
  passwordChangedAt: Date;
}

/**
 * A player's password as the platform keeps it, made by `preparePassword` before any transaction
 * opens: the built-in ledger hashes it, and scrypt is too slow to hold a transaction open for.
 */
export interface PreparedPassword {
  readonly stored: string;
}

/**
 * Where players' credit really lives (docs/features/ledger.md). Every call takes the caller's transaction (or the
 * database) so a panel action and its money movement commit together. The built-in ledger is the
 * default; an adapter for a real casino back-office implements the same interface.
 */
export interface GamingPlatform {
  /** Readies a new password for createPlayer or resetPassword; call it before the transaction. */
  preparePassword(password: string): Promise<PreparedPassword>;
  createPlayer(tx: DbOrTx, input: { clientId: number; password: PreparedPassword }): Promise<void>;
  deposit(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  depositBonus(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  /** Refused (422) when the amount is above the balance. */
  withdraw(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  /**
   * A withdrawal request's hold: the amount leaves the available balance at once, so no other movement
   * can spend it; its release gives it back (docs/features/withdrawals.md 'The hold').
   */
  holdWithdrawal(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  releaseWithdrawal(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  /** A bet; refused (422) when the amount is above the balance. */
  gameDebit(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  /** A win. */
  gameCredit(tx: DbOrTx, input: MovementInput): Promise<Movement>;
  /** Centavos. */
  balance(tx: DbOrTx, clientId: number): Promise<number>;
  /** Newest first. */
  movements(tx: DbOrTx, query: MovementQuery): Promise<MovementPage>;
  /** Sets a new password and unlocks the player (a client without a platform account gets one). */
  resetPassword(tx: DbOrTx, input: { clientId: number; password: PreparedPassword }): Promise<void>;
  unlock(tx: DbOrTx, clientId: number): Promise<void>;
  /** What the platform does after too many wrong passwords; here it comes through the webhook. */
  lock(tx: DbOrTx, clientId: number): Promise<void>;
  playerState(tx: DbOrTx, clientId: number): Promise<PlayerState | null>;
}
