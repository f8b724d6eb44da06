import { and, desc, eq, gte, ilike, lt, or, count, sql } from 'drizzle-orm';
import { PLAYER_MESSAGES, PLAYER_SEARCH_LIMIT } from '@panel/domain/players/player-rules';
import type { PlayerView, MovementView } from '@panel/domain/players/player-view';
import { centavosToPesos } from '@panel/domain/money';
import type { DbOrTx } from '../db/connection';
import { clients } from '../db/schema';
import { notFound } from '../errors';
import type { Movement } from '../ledger/gaming-platform';
import type { Caller } from '@panel/domain/auth/caller';
import type { IdentityStatus } from '@panel/domain/player-identity/identity-rules';

export type PlayerRow = typeof clients.$inferSelect;

export const toPlayerView = (row: PlayerRow): PlayerView => ({
  id: row.id,
  panelUsername: row.panelUsername,
  phone: row.phone,
  name: row.name,
  blacklistbonus: row.blacklistbonus,
  tenantId: row.tenantId,
  referralCode: row.referralCode,
  referredByClientId: row.referredByClientId,
  identity:
    row.fullName && row.dni && row.taxId && row.birthDate
      ? {
          fullName: row.fullName,
          dni: row.dni,
          taxId: row.taxId,
          birthDate: row.birthDate,
          status: row.identityStatus as IdentityStatus,
          verification:
            row.identityNote && row.identityCheckedAt && row.identityCheckedBy
              ? { note: row.identityNote, at: row.identityCheckedAt.toISOString(), by: row.identityCheckedBy }
              : null,
        }
      : null,
  createdAt: row.createdAt.toISOString(),
});

export const toMovementView = (m: Movement): MovementView => ({
  externalTransactionId: m.externalTransactionId,
  insDate: m.insDate.toISOString(),
  transactionType: m.transactionType,
  amount: centavosToPesos(m.amount),
  balanceBefore: centavosToPesos(m.balanceBefore),
  balanceAfter: centavosToPesos(m.balanceAfter),
  brand: m.brand,
  game: m.game,
  currencyCode: m.currencyCode,
});

/** A player of the caller's island; another island's player answers 404 like a missing one. */
export async function playerById(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<PlayerRow> {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(PLAYER_MESSAGES.notFound);
  return row;
}

export async function playerByUsername(db: DbOrTx, tenantId: number, username: string): Promise<PlayerRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.panelUsername, username.trim())));
  if (!row) throw notFound(PLAYER_MESSAGES.notFound);
  return row;
}

/** The island's player with this phone (digits only), if any: the bot and the cashier find players by it. */
export async function playerByPhone(
  db: DbOrTx,
  tenantId: number,
  phone: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.phone, phone)))
    .orderBy(clients.id)
    .limit(1);
  return row;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest players first, narrowed by username, phone or name when a search is given. */
export async function searchPlayers(db: DbOrTx, tenantId: number, search: string): Promise<PlayerRow[]> {
  const pattern = likePattern(search);
  return db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        search
          ? or(
              ilike(clients.panelUsername, pattern),
              ilike(clients.phone, pattern),
              ilike(clients.name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(PLAYER_SEARCH_LIMIT);
}

/** Players created between two instants, newest first, one page. */
export async function playersCreatedBetween(
  db: DbOrTx,
  tenantId: number,
  range: { from: Date; to: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: PlayerRow[]; total: number }> {
  const where = and(
    eq(clients.tenantId, tenantId),
    gte(clients.createdAt, range.from),
    lt(clients.createdAt, range.to),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Serialises creations for one phone of one island (two cashiers, or the bot and a cashier, at once). */
export async function lockPhone(tx: DbOrTx, tenantId: number, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, hashtext(${phone}))`);
}

/** The audit row of a change to a player. */
export const playerAudit = (
  caller: Caller | null,
  action: string,
  clientId: number,
  extra: { before?: unknown; after?: unknown },
) => ({
  tenantId: caller?.tenantId ?? null,
  actorUserId: caller?.id ?? null,
  action,
  entity: 'client',
  entityId: clientId,
  ...extra,
});
