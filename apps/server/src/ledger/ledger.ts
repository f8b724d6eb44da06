import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { LEDGER_MESSAGES, signedAmount, type MovementType } from '@panel/domain/ledger/movements';
import { hashPassword } from '../security/password';
import type { DbOrTx } from '../db/connection';
import { clients, fundMovements, platformPlayers } from '../db/schema';
import { notFound, refused } from '../errors';
import type { GamingPlatform, Movement, MovementInput, MovementQuery } from './gaming-platform';

type Row = typeof fundMovements.$inferSelect;

const toMovement = (row: Row): Movement => ({
  id: row.id,
  clientId: row.clientId,
  transactionType: row.transactionType,
  amount: row.amount,
  balanceBefore: row.balanceBefore,
  balanceAfter: row.balanceAfter,
  externalTransactionId: row.externalTransactionId,
  insDate: row.insDate,
  brand: row.brand,
  game: row.game,
  currencyCode: row.currencyCode,
});

async function latestBalance(tx: DbOrTx, clientId: number): Promise<number> {
  const [last] = await tx
    .select({ balanceAfter: fundMovements.balanceAfter })
    .from(fundMovements)
    .where(eq(fundMovements.clientId, clientId))
    .orderBy(desc(fundMovements.id))
    .limit(1);
  return last?.balanceAfter ?? 0;
}

async function byIdempotencyKey(tx: DbOrTx, key: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(fundMovements).where(eq(fundMovements.idempotencyKey, key));
  return row;
}

/** A retried request gets its first movement back; a key reused for something else is refused. */
function replay(row: Row, type: MovementType, input: MovementInput): Movement {
  if (row.clientId !== input.clientId || row.transactionType !== type || row.amount !== input.amount)
    throw refused(LEDGER_MESSAGES.keyReused);
  return { ...toMovement(row), replayed: true };
}

/**
 * One movement, double entry in our database: balanceBefore is the player's latest balanceAfter, so
 * the balance is always the sum of the movements. Locking the client row makes concurrent movements
 * of one player take turns; the unique index on idempotency_key settles retries that race.
 */
async function move(tx: DbOrTx, type: MovementType, input: MovementInput): Promise<Movement> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw refused(LEDGER_MESSAGES.badAmount);
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, input.clientId))
    .for('update');
  if (!client) throw notFound(LEDGER_MESSAGES.playerNotFound);

  const key = input.idempotencyKey;
  if (key) {
    const first = await byIdempotencyKey(tx, key);
    if (first) return replay(first, type, input);
  }

  const before = await latestBalance(tx, input.clientId);
  const after = before + signedAmount(type, input.amount);
  if (after < 0) throw refused(LEDGER_MESSAGES.insufficient);
  if (!Number.isSafeInteger(after)) throw refused(LEDGER_MESSAGES.tooLarge);

  const insert = tx.insert(fundMovements).values({
    clientId: input.clientId,
    externalTransactionId: randomUUID(),
    idempotencyKey: key ?? null,
    transactionType: type,
    amount: input.amount,
    balanceBefore: before,
    balanceAfter: after,
    brand: input.brand ?? null,
    game: input.game ?? null,
    currencyCode: input.currencyCode ?? 'ARS',
    // The wall clock after the lock, not the transaction's start (now()), so dates follow the chain.
    insDate: sql`clock_timestamp()`,
  });
  const [row] = await (
    key ? insert.onConflictDoNothing({ target: fundMovements.idempotencyKey }) : insert
  ).returning();
  if (row) return toMovement(row);
  // Another transaction (e.g. for another client) committed this key between our check and insert.
  return replay((await byIdempotencyKey(tx, key!))!, type, input);
}

/**
 * The lock only holds inside a transaction: given the database, a movement opens its own; given the
 * caller's transaction, a savepoint, so a refused movement leaves the caller's transaction usable.
 */
const atomically = (tx: DbOrTx, type: MovementType, input: MovementInput) =>
  tx.transaction((inner) => move(inner, type, input));

function movementFilter(query: MovementQuery): SQL | undefined {
  return and(
    eq(fundMovements.clientId, query.clientId),
    query.types ? inArray(fundMovements.transactionType, [...query.types]) : undefined,
    query.from ? gte(fundMovements.insDate, query.from) : undefined,
    query.to ? lt(fundMovements.insDate, query.to) : undefined,
  );
}

/** How many movements a player has: the newest seq (one index lookup). */
async function newestSeq(tx: DbOrTx, clientId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(max(${fundMovements.seq}), 0)::int` })
    .from(fundMovements)
    .where(eq(fundMovements.clientId, clientId));
  return Number(row?.total ?? 0);
}

/**
 * A page of a player's whole history by its sequence (seq runs 1…n in id order, see schema.ts): the
 * newest seq is the total, and page k the seq range below it, so the last page costs what the first
 * does. Movements are never deleted on their own, so the numbers have no gaps. One statement: the
 * newest seq is a subquery the page's range is measured from.
 */
async function sequencePage(tx: DbOrTx, query: MovementQuery, descending: boolean) {
  const newest = tx
    .select({ total: sql<number>`coalesce(max(${fundMovements.seq}), 0)::int`.as('total') })
    .from(fundMovements)
    .where(eq(fundMovements.clientId, query.clientId))
    .as('newest');
  const skipped = query.offset ?? 0;
  const rows = await tx
    .select({ total: newest.total, movement: fundMovements })
    .from(newest)
    .leftJoin(
      fundMovements,
      and(
        eq(fundMovements.clientId, query.clientId),
        // Oldest first, page k is the seq range from the start instead.
        descending
          ? lte(fundMovements.seq, sql`${newest.total} - ${skipped}::int`)
          : gt(fundMovements.seq, skipped),
        descending
          ? gt(fundMovements.seq, sql`${newest.total} - ${skipped + query.limit}::int`)
          : lte(fundMovements.seq, skipped + query.limit),
      ),
    )
    .orderBy(descending ? desc(fundMovements.seq) : asc(fundMovements.seq));
  const items = rows.flatMap((row) => (row.movement ? [toMovement(row.movement)] : []));
  return { items, total: query.withTotal === false ? null : Number(rows[0]?.total ?? 0) };
}

async function requirePlayer(
  tx: DbOrTx,
  clientId: number,
  changes: Partial<typeof platformPlayers.$inferInsert>,
) {
  const [row] = await tx
    .update(platformPlayers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(platformPlayers.clientId, clientId))
    .returning({ clientId: platformPlayers.clientId });
  if (!row) throw notFound(LEDGER_MESSAGES.noPlayer);
}

/** The built-in gaming platform: players and their funds in our own database. */
export function createLedgerPlatform(): GamingPlatform {
  return {
    preparePassword: async (password) => ({ stored: await hashPassword(password) }),
    async createPlayer(tx, { clientId, password }) {
      await tx.insert(platformPlayers).values({ clientId, passwordHash: password.stored });
    },
    deposit: (tx, input) => atomically(tx, 'DEPOSIT', input),
    depositBonus: (tx, input) => atomically(tx, 'DEPOSITBONO', input),
    withdraw: (tx, input) => atomically(tx, 'WITHDRAW', input),
    holdWithdrawal: (tx, input) => atomically(tx, 'WITHDRAWHOLD', input),
    releaseWithdrawal: (tx, input) => atomically(tx, 'WITHDRAWRELEASE', input),
    gameDebit: (tx, input) => atomically(tx, 'GAMEDEBIT', input),
    gameCredit: (tx, input) => atomically(tx, 'GAMECREDIT', input),
    balance: latestBalance,
    async movements(tx, query) {
      const byAmount = query.sort === 'amount';
      const descending = query.dir === 'desc' || (query.sort === undefined && query.dir === undefined);
      const unfiltered = !query.types && !query.from && !query.to;
      if (unfiltered && !byAmount && query.afterId === undefined) return sequencePage(tx, query, descending);
      const where = movementFilter(query);
      const counted =
        query.withTotal === false
          ? null
          : unfiltered
            ? await newestSeq(tx, query.clientId)
            : Number((await tx.select({ total: count() }).from(fundMovements).where(where))[0]?.total ?? 0);
      // A page past the middle reads the other way from the end: no page skips more than half the rows.
      const skipped = query.offset ?? 0;
      const fromEnd = counted !== null && query.afterId === undefined && skipped > counted / 2;
      const walkDesc = fromEnd ? !descending : descending;
      const limit = fromEnd ? Math.max(0, Math.min(query.limit, counted - skipped)) : query.limit;
      const offset = fromEnd ? Math.max(0, counted - skipped - query.limit) : skipped;
      const key = byAmount ? [fundMovements.amount, fundMovements.id] : [fundMovements.id];
      const keyset =
        query.afterId === undefined
          ? undefined
          : byAmount
            ? sql`(${fundMovements.amount}, ${fundMovements.id}) ${walkDesc ? sql`<` : sql`>`} (select ${fundMovements.amount}, ${fundMovements.id} from ${fundMovements} where ${fundMovements.id} = ${query.afterId} and ${fundMovements.clientId} = ${query.clientId})`
            : walkDesc
              ? lt(fundMovements.id, query.afterId)
              : gt(fundMovements.id, query.afterId);
      const rows =
        limit === 0
          ? []
          : await tx
              .select()
              .from(fundMovements)
              .where(and(where, keyset))
              .orderBy(...key.map((column) => (walkDesc ? desc(column) : asc(column))))
              .limit(limit)
              .offset(query.afterId === undefined ? offset : 0);
      if (fromEnd) rows.reverse();
      return { items: rows.map(toMovement), total: counted };
    },
    async resetPassword(tx, { clientId, password }) {
      // Players made before the platform kept accounts (or by an import) get one on their first reset.
      const changes = {
        passwordHash: password.stored,
        locked: false,
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
      };
      await tx
        .insert(platformPlayers)
        .values({ clientId, ...changes })
        .onConflictDoUpdate({ target: platformPlayers.clientId, set: changes });
    },
    unlock: (tx, clientId) => requirePlayer(tx, clientId, { locked: false }),
    lock: (tx, clientId) => requirePlayer(tx, clientId, { locked: true }),
    async playerState(tx, clientId) {
      const [row] = await tx
        .select({ locked: platformPlayers.locked, passwordChangedAt: platformPlayers.passwordChangedAt })
        .from(platformPlayers)
        .where(eq(platformPlayers.clientId, clientId));
      return row ?? null;
    },
  };
}
