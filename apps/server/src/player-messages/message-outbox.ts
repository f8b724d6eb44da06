import { and, asc, eq, inArray, lte, lt, sql, type SQL } from 'drizzle-orm';
import {
  MAX_ATTEMPTS,
  MESSAGE_LEASE_SECONDS,
  RETRY_BACKOFF_SECONDS,
  retryDelaySeconds,
} from '@panel/domain/player-messages/player-message-rules';
import {
  PLAYER_MESSAGE_MESSAGES as M,
  type AckMessageAnswer,
  type AckMessageBody,
  type HandedMessage,
} from '@panel/domain/player-messages/player-message-view';
import type { Db, DbOrTx } from '../db/connection';
import { playerMessages } from '../db/schema';
import { notFound } from '../errors';

/** What a message that was handed out and never acknowledged shows as its last error. */
export const SILENT_BOT_ERROR = 'El BOT no confirmó la entrega a tiempo';

const seconds = (value: number) => sql`make_interval(secs => ${value})`;

/** The wait after the try about to be made, if it fails or goes silent: 0 after the last one. */
const backoffAfterTry = sql`coalesce((${`{${RETRY_BACKOFF_SECONDS.join(',')}}`}::int[])[${playerMessages.attempts} + 1], 0)`;

const due = (tenantId: number) =>
  and(
    eq(playerMessages.tenantId, tenantId),
    eq(playerMessages.state, 'pending'),
    lte(playerMessages.nextAttemptAt, sql`now()`),
  );

/**
 * The island's next due messages for its bot (docs/features/player-messages.md 'Gateway calls'), each
 * to one caller only: the due rows are locked with SKIP LOCKED, so racing callers on any instance
 * take different rows, and in the same statement leased: the try is counted and the next one set
 * after the lease and its back-off, so a bot that never answers gets the message again later. A
 * message whose last try went silent is given up first (`failed`).
 */
export async function takeMessages(db: Db, tenantId: number, limit: number): Promise<HandedMessage[]> {
  return db.transaction(async (tx) => {
    const spent = tx
      .select({ id: playerMessages.id })
      .from(playerMessages)
      .where(and(due(tenantId), sql`${playerMessages.attempts} >= ${MAX_ATTEMPTS}`))
      .for('update', { skipLocked: true });
    await tx
      .update(playerMessages)
      .set({
        state: 'failed',
        leasedUntil: null,
        lastError: sql`coalesce(${playerMessages.lastError}, ${SILENT_BOT_ERROR})`,
      })
      .where(inArray(playerMessages.id, spent));

    const next = tx
      .select({ id: playerMessages.id })
      .from(playerMessages)
      .where(and(due(tenantId), lt(playerMessages.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(playerMessages.nextAttemptAt), asc(playerMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await tx
      .update(playerMessages)
      .set({
        attempts: sql`${playerMessages.attempts} + 1`,
        // Still leased when re-taken: the previous try went silent.
        lastError: sql`case when ${playerMessages.leasedUntil} is null then ${playerMessages.lastError} else ${SILENT_BOT_ERROR} end`,
        leasedUntil: sql`now() + ${seconds(MESSAGE_LEASE_SECONDS)}`,
        nextAttemptAt: sql`now() + ${seconds(MESSAGE_LEASE_SECONDS)} + make_interval(secs => ${backoffAfterTry})`,
      })
      .where(inArray(playerMessages.id, next))
      .returning();
    return taken
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        id: row.id,
        phone: row.phone,
        text: row.text,
        kind: row.kind,
        attempt: row.attempts,
        receiptId: row.receiptId,
        withdrawalId: row.withdrawalId,
        leaseExpiresAt: row.leasedUntil!.toISOString(),
      }));
  });
}

type MessageRow = typeof playerMessages.$inferSelect;

function answerFor(row: MessageRow): AckMessageAnswer {
  return {
    message: { delivered: M.delivered, pending: M.failed, failed: M.givenUp }[row.state],
    item: {
      id: row.id,
      state: row.state,
      attempts: row.attempts,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    },
  };
}

/**
 * The bot says how a message went, exactly once: the row is locked, and an acknowledgement that
 * finds it already settled changes nothing and answers as the first did. Delivered is believed
 * whenever it comes (even after the message was given up: the player has it). A failure counts only
 * for a message handed out and not yet answered; it is tried again after its back-off, or given up
 * after the last try ('aviso no entregado').
 */
export async function acknowledgeMessage(
  db: Db,
  tenantId: number,
  id: number,
  ack: AckMessageBody,
): Promise<AckMessageAnswer> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerMessages)
      .where(and(eq(playerMessages.id, id), eq(playerMessages.tenantId, tenantId)))
      .for('update');
    if (!row) throw notFound(M.notFound);
    if (ack.outcome === 'delivered') {
      if (row.state === 'delivered') return answerFor(row);
      return answerFor(
        await settle(tx, id, { state: 'delivered', deliveredAt: sql`now()`, leasedUntil: null }),
      );
    }
    if (row.state !== 'pending' || row.leasedUntil === null) return answerFor(row);
    const lastError = ack.error?.trim() || null;
    const delay = retryDelaySeconds(row.attempts);
    return answerFor(
      await settle(
        tx,
        id,
        delay === null
          ? { state: 'failed', leasedUntil: null, lastError }
          : { leasedUntil: null, lastError, nextAttemptAt: sql`now() + ${seconds(delay)}` },
      ),
    );
  });
}

/** What acknowledging may change on a message. */
interface MessageChange {
  state?: MessageRow['state'];
  deliveredAt?: SQL;
  leasedUntil?: null;
  lastError?: string | null;
  nextAttemptAt?: SQL;
}

async function settle(tx: DbOrTx, id: number, values: MessageChange): Promise<MessageRow> {
  const [row] = await tx.update(playerMessages).set(values).where(eq(playerMessages.id, id)).returning();
  return row!;
}
