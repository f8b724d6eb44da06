import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerMessageStatus } from '@panel/domain/player-messages/player-message-view';
import type { DbOrTx } from '../db/connection';
import { playerMessages } from '../db/schema';

/** What staff see of a player's message: its state, what it says and, failed, the bot's tries. */
export const messageStatusColumns = {
  state: playerMessages.state,
  kind: playerMessages.kind,
  attempts: playerMessages.attempts,
  lastError: playerMessages.lastError,
};

/**
 * Of one receipt's or request's messages, the one staff should see first (docs/features/player-messages.md
 * 'Aviso no entregado'): one the bot could not deliver if there is one, else the latest. The
 * withdrawal views pick theirs with it inside their own query (withdrawals/withdrawal-queries.ts).
 */
export const shownMessageFirst = [desc(sql`${playerMessages.state} = 'failed'`), desc(playerMessages.id)];

/** Per receipt, the message staff should see (shownMessageFirst). */
export async function messageStatesOfReceipts(
  db: DbOrTx,
  tenantId: number,
  receiptIds: readonly number[],
): Promise<Map<number, PlayerMessageStatus>> {
  if (!receiptIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([playerMessages.receiptId], {
      owner: playerMessages.receiptId,
      ...messageStatusColumns,
    })
    .from(playerMessages)
    .where(and(eq(playerMessages.tenantId, tenantId), inArray(playerMessages.receiptId, [...receiptIds])))
    .orderBy(playerMessages.receiptId, ...shownMessageFirst);
  return new Map(rows.map(({ owner, ...row }) => [owner!, row]));
}
