import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerMessageStatus } from '@panel/domain/player-messages/player-message-view';
import type { DbOrTx } from '../db/connection';
import { playerMessages } from '../db/schema';

const status = {
  state: playerMessages.state,
  kind: playerMessages.kind,
  attempts: playerMessages.attempts,
  lastError: playerMessages.lastError,
};

/**
 * Per receipt or withdrawal, the message staff should see (docs/features/player-messages.md
 * 'Aviso no entregado'): one the bot could not deliver if there is one, else the latest.
 */
async function statesBy(
  db: DbOrTx,
  tenantId: number,
  column: typeof playerMessages.receiptId | typeof playerMessages.withdrawalId,
  ids: readonly number[],
): Promise<Map<number, PlayerMessageStatus>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([column], { owner: column, ...status })
    .from(playerMessages)
    .where(and(eq(playerMessages.tenantId, tenantId), inArray(column, [...ids])))
    .orderBy(column, desc(sql`${playerMessages.state} = 'failed'`), desc(playerMessages.id));
  return new Map(rows.map(({ owner, ...row }) => [owner!, row]));
}

/** The message state of each of these withdrawal requests that has a message. */
export const messageStatesOfWithdrawals = (db: DbOrTx, tenantId: number, withdrawalIds: readonly number[]) =>
  statesBy(db, tenantId, playerMessages.withdrawalId, withdrawalIds);

/** The message state of each of these receipts that has a message. */
export const messageStatesOfReceipts = (db: DbOrTx, tenantId: number, receiptIds: readonly number[]) =>
  statesBy(db, tenantId, playerMessages.receiptId, receiptIds);
