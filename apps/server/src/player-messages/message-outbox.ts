import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import {
  MAX_ATTEMPTS,
  MESSAGE_LEASE_SECONDS,
  RETRY_BACKOFF_SECONDS,
} from '@panel/domain/player-messages/player-message-rules';
import {
  PLAYER_MESSAGE_MESSAGES as M,
  type AckMessageAnswer,
  type AckMessageBody,
  type HandedMessage,
} from '@panel/domain/player-messages/player-message-view';
import type { Db } from '../db/connection';
import { playerMessages } from '../db/schema';
import { notFound } from '../errors';

/** What a message that was handed out and never acknowledged shows as its last error. */
export const SILENT_BOT_ERROR = 'El BOT no confirmó la entrega a tiempo';

const seconds = (value: number) => sql`make_interval(secs => ${value})`;

/** RETRY_BACKOFF_SECONDS as a PostgreSQL array literal: its n-th step follows the n-th try. */
const backoffSteps = `{${RETRY_BACKOFF_SECONDS.join(',')}}`;
/** The wait after the try about to be made, if it fails or goes silent: 0 after the last one. */
const backoffAfterTry = sql`coalesce((${backoffSteps}::int[])[${playerMessages.attempts} + 1], 0)`;

const due = (tenantId: number) =>
  and(
    eq(playerMessages.tenantId, tenantId),
    eq(playerMessages.state, 'pending'),
    lte(playerMessages.nextAttemptAt, sql`now()`),
  );

/**
 * The island's next due messages for its bot (docs/features/player-messages.md 'Gateway calls'), each
 * to one caller only, in one statement: the due rows are read along the partial index
 * (player_messages_due_idx) and locked with SKIP LOCKED, so racing callers on any instance take
 * different rows, and leased as they are updated: the try is counted and the next one set after the
 * lease and its back-off, so a bot that never answers gets the message again later. A due message
 * whose last try went silent is given up (`failed`) instead of handed out.
 */
export async function takeMessages(db: Db, tenantId: number, limit: number): Promise<HandedMessage[]> {
  // A batch made only of given-up messages says nothing about the rest: read on.
  for (;;) {
    const rows = await takeOnce(db, tenantId, limit);
    const handed = rows.filter((row) => row.state === 'pending');
    if (handed.length || rows.length < limit)
      return handed
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
  }
}

function takeOnce(db: Db, tenantId: number, limit: number) {
  const candidates = db
    .select({ id: playerMessages.id })
    .from(playerMessages)
    .where(due(tenantId))
    .orderBy(asc(playerMessages.nextAttemptAt), asc(playerMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  // Every expression reads the row as it was: `spent` is its last try gone silent.
  const spent = sql`${playerMessages.attempts} >= ${MAX_ATTEMPTS}`;
  const lease = seconds(MESSAGE_LEASE_SECONDS);
  return db
    .update(playerMessages)
    .set({
      state: sql`case when ${spent} then 'failed'::player_message_state else ${playerMessages.state} end`,
      attempts: sql`case when ${spent} then ${playerMessages.attempts} else ${playerMessages.attempts} + 1 end`,
      // Still leased when due again: the previous try went silent.
      lastError: sql`case when ${playerMessages.leasedUntil} is null then ${playerMessages.lastError}
        else coalesce(case when ${spent} then ${playerMessages.lastError} end, ${SILENT_BOT_ERROR}) end`,
      leasedUntil: sql`case when ${spent} then null else now() + ${lease} end`,
      nextAttemptAt: sql`case when ${spent} then ${playerMessages.nextAttemptAt}
        else now() + ${lease} + make_interval(secs => ${backoffAfterTry}) end`,
    })
    .where(inArray(playerMessages.id, candidates))
    .returning();
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
 * The bot says how a message went, exactly once, in one statement whose row lock orders racing
 * acknowledgements: one that finds the message already settled changes nothing and answers as the
 * first did. Delivered is believed whenever it comes (even after the message was given up: the player
 * has it). A failure counts only for a message handed out and not yet answered; it is tried again
 * after its back-off, or given up after the last try ('aviso no entregado').
 */
export async function acknowledgeMessage(
  db: Db,
  tenantId: number,
  id: number,
  ack: AckMessageBody,
): Promise<AckMessageAnswer> {
  const mine = and(eq(playerMessages.id, id), eq(playerMessages.tenantId, tenantId));
  const lastTry = sql`${playerMessages.attempts} >= ${MAX_ATTEMPTS}`;
  const [settled] =
    ack.outcome === 'delivered'
      ? await db
          .update(playerMessages)
          .set({ state: 'delivered', deliveredAt: sql`now()`, leasedUntil: null })
          .where(and(mine, ne(playerMessages.state, 'delivered')))
          .returning()
      : await db
          .update(playerMessages)
          .set({
            state: sql`case when ${lastTry} then 'failed'::player_message_state else ${playerMessages.state} end`,
            leasedUntil: null,
            lastError: ack.error?.trim() || null,
            // The wait after try n is the back-off's n-th step.
            nextAttemptAt: sql`case when ${lastTry} then ${playerMessages.nextAttemptAt}
              else now() + make_interval(secs => (${backoffSteps}::int[])[${playerMessages.attempts}]) end`,
          })
          .where(and(mine, eq(playerMessages.state, 'pending'), isNotNull(playerMessages.leasedUntil)))
          .returning();
  const [row] = settled ? [settled] : await db.select().from(playerMessages).where(mine);
  if (!row) throw notFound(M.notFound);
  return answerFor(row);
}
