import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PLAYER_LIST_PAGE_SIZE,
  PLAYER_MESSAGES,
  HISTORY_PAGE_SIZE,
  LAST_MOVEMENTS,
  type HistoryBody,
  type MovementBody,
} from '@panel/domain/players/player-rules';
import type { PlayerView, FundsAnswer, HistoryAnswer, MovementView } from '@panel/domain/players/player-view';
import type { HistoryExportQuery } from '@panel/domain/players/history-list';
import { composeUsername, usernameCandidate } from '@panel/domain/players/username';
import type { DayRange } from '@panel/domain/date-range';
import type { PlayerIdentity } from '@panel/domain/player-identity/identity-rules';
import { MOVEMENT_FILTERS, MOVEMENT_TYPES, type MovementType } from '@panel/domain/ledger/movements';
import { centavosToPesos, formatCentavos } from '@panel/domain/money';
import { recordAudit } from '../db/audit-log';
import type { Db } from '../db/connection';
import { clients, islands } from '../db/schema';
import { notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';
import type { GamingPlatform, MovementQuery } from '../ledger/gaming-platform';
import type { SecretBox } from '../security/secret-box';
import { readIslandSecrets } from '../islands/island-service';
import { businessDayStart } from '../db/business-time';
import {
  playerById,
  playerByPhone,
  playerByUsername,
  playersCreatedBetween,
  lockPhone,
  searchPlayers,
  toPlayerView,
  toMovementView,
  playerAudit,
} from './player-queries';
import { claimDni, identityColumns } from './player-identity';

/** What the cashier routes need besides the database. */
export interface PlayerDeps {
  db: Db;
  platform: GamingPlatform;
  secrets: SecretBox;
}

/** Readable and unambiguous (no 0/O, 1/l): a cashier may have to read it to a player. */
function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}

/** The island's default player password, or a fresh one to show once when the island has none. */
async function playerPassword(
  deps: PlayerDeps,
  tenantId: number,
): Promise<{ password: string; isDefault: boolean }> {
  const { defaultClientPassword } = await readIslandSecrets(deps.db, deps.secrets, tenantId);
  return defaultClientPassword
    ? { password: defaultClientPassword, isDefault: true }
    : { password: temporaryPassword(), isDefault: false };
}

export interface NewPlayer {
  tenantId: number;
  name: string;
  phone: string;
  /** docs/features/player-identity.md: optional until the island asks for it. */
  identity?: PlayerIdentity | null;
}

/**
 * A new player of the island and its platform account, in one transaction. An island without a
 * default player password gives the player a fresh one, answered here once (`password`) so the
 * cashier can hand it over; nothing else keeps it readable. The username follows
 * docs/features/players.md (composeUsername); a namesake with another phone gets the first free '_2', '_3', … suffix.
 * A phone already used by a player of the island is refused with that player's username: the bot
 * identifies players by phone, so one phone is one player.
 * Used by the cashier screen and by the bot gateway (which finds by phone first).
 */
export async function createPlayer(
  deps: PlayerDeps,
  input: NewPlayer,
  actor: Caller | null,
): Promise<{ client: PlayerView; password?: string }> {
  const [island] = await deps.db
    .select({ prefix: islands.prefix })
    .from(islands)
    .where(eq(islands.id, input.tenantId));
  if (!island) throw notFound('No se encontró la isla');
  const { password, isDefault } = await playerPassword(deps, input.tenantId);
  const base = composeUsername(island.prefix, input.name, input.phone);
  const prepared = await deps.platform.preparePassword(password); // outside the transaction: hashing is slow

  const row = await deps.db.transaction(async (tx) => {
    if (input.phone) {
      await lockPhone(tx, input.tenantId, input.phone);
      const existing = await playerByPhone(tx, input.tenantId, input.phone);
      if (existing) throw refused(PLAYER_MESSAGES.phoneTaken(existing.panelUsername));
    }
    if (input.identity) await claimDni(tx, input.tenantId, input.identity.dni, null);
    let created: typeof clients.$inferSelect | undefined;
    for (let attempt = 1; !created; attempt++) {
      [created] = await tx
        .insert(clients)
        .values({
          tenantId: input.tenantId,
          panelUsername: usernameCandidate(base, attempt),
          phone: input.phone,
          name: input.name,
          ...identityColumns(input.identity ?? null),
        })
        .onConflictDoNothing({ target: [clients.tenantId, clients.panelUsername] })
        .returning();
    }
    await deps.platform.createPlayer(tx, { clientId: created.id, password: prepared });
    await recordAudit(tx, playerAudit(actor, 'client.create', created.id, { after: toPlayerView(created) }));
    return created;
  });
  return { client: toPlayerView(row), ...(isDefault ? {} : { password }) };
}

export async function findPlayers(db: Db, caller: Caller, search: string): Promise<PlayerView[]> {
  return (await searchPlayers(db, caller.tenantId, search)).map(toPlayerView);
}

export async function listPlayersCreated(db: Db, caller: Caller, range: DayRange, page: number) {
  const { rows, total } = await playersCreatedBetween(
    db,
    caller.tenantId,
    { from: businessDayStart(range.start), to: businessDayStart(range.end) },
    { limit: PLAYER_LIST_PAGE_SIZE, offset: (page - 1) * PLAYER_LIST_PAGE_SIZE },
  );
  return { items: rows.map(toPlayerView), total, page };
}

type MoneyAction = 'deposit' | 'pay';

/**
 * A cashier's load or withdrawal: one transaction with its audit record. A retried submission (same
 * requestId) returns the first movement. Loads by hand carry no bonus: the island's bonus percentage
 * is the bot's, applied when a receipt is approved.
 */
export async function moveMoney(deps: PlayerDeps, caller: Caller, action: MoneyAction, body: MovementBody) {
  const client = await playerByUsername(deps.db, caller.tenantId, body.username);
  const movement = await deps.db.transaction(async (tx) => {
    const input = {
      clientId: client.id,
      amount: body.amount,
      ...(body.requestId ? { idempotencyKey: `cashier:${caller.tenantId}:${body.requestId}` } : {}),
    };
    const made =
      action === 'deposit' ? await deps.platform.deposit(tx, input) : await deps.platform.withdraw(tx, input);
    await recordAudit(
      tx,
      playerAudit(caller, `client.${action}`, client.id, {
        before: { balance: made.balanceBefore },
        after: {
          balance: made.balanceAfter,
          amount: made.amount,
          externalTransactionId: made.externalTransactionId,
        },
      }),
    );
    return made;
  });
  const amount = formatCentavos(movement.amount);
  return {
    message:
      action === 'deposit'
        ? PLAYER_MESSAGES.loaded(amount, client.panelUsername)
        : PLAYER_MESSAGES.paid(amount, client.panelUsername),
    balance: centavosToPesos(movement.balanceAfter),
    movement: toMovementView(movement),
  };
}

/** docs/features/players.md: a blocked client can only be unblocked, an unblocked one only blocked. */
export async function setBonusBlock(db: Db, caller: Caller, id: number, block: boolean) {
  const client = await db.transaction(async (tx) => {
    const row = await playerById(tx, caller.tenantId, id, true);
    if (block && row.blacklistbonus === 1) throw refused(PLAYER_MESSAGES.bonusAlreadyBlocked);
    if (!block && row.blacklistbonus === 0) throw refused(PLAYER_MESSAGES.bonusNotBlocked);
    const [updated] = await tx
      .update(clients)
      .set({ blacklistbonus: block ? 1 : 0 })
      .where(eq(clients.id, id))
      .returning();
    await recordAudit(
      tx,
      playerAudit(caller, block ? 'client.bonus.block' : 'client.bonus.unblock', id, {
        before: { blacklistbonus: row.blacklistbonus },
        after: { blacklistbonus: updated!.blacklistbonus },
      }),
    );
    return updated!;
  });
  const username = client.panelUsername;
  return {
    message: block ? PLAYER_MESSAGES.bonusBlocked(username) : PLAYER_MESSAGES.bonusUnblocked(username),
    client: toPlayerView(client),
  };
}

/**
 * 'reset': the player's password goes back to the island's default and the account is unlocked; an
 * island without a default password gets a fresh one, answered once in `password` (never in the
 * message, which a notice shows for 3 s). 'unlock': only unlocks.
 */
export async function passwordAction(
  deps: PlayerDeps,
  caller: Caller,
  id: number,
  action: 'reset' | 'unlock',
) {
  const client = await playerById(deps.db, caller.tenantId, id);
  if (action === 'unlock') {
    await deps.db.transaction(async (tx) => {
      const state = await deps.platform.playerState(tx, id);
      if (!state?.locked) throw refused(PLAYER_MESSAGES.notLocked);
      await deps.platform.unlock(tx, id);
      await recordAudit(
        tx,
        playerAudit(caller, 'client.unlock', id, { before: { locked: true }, after: { locked: false } }),
      );
    });
    return { message: PLAYER_MESSAGES.unlocked(client.panelUsername) };
  }
  const { password, isDefault } = await playerPassword(deps, caller.tenantId);
  const prepared = await deps.platform.preparePassword(password); // outside the transaction: hashing is slow
  await deps.db.transaction(async (tx) => {
    await deps.platform.resetPassword(tx, { clientId: id, password: prepared });
    await recordAudit(
      tx,
      playerAudit(caller, 'client.password.reset', id, { after: { defaultPassword: isDefault } }),
    );
  });
  return isDefault
    ? { message: PLAYER_MESSAGES.passwordReset(client.panelUsername) }
    : { message: PLAYER_MESSAGES.passwordResetTemporary(client.panelUsername), password };
}

/** GET /api/clients/getfunds/{panelUsername}: balance, lock state and the last movements. */
export async function funds(deps: PlayerDeps, caller: Caller, username: string): Promise<FundsAnswer> {
  const client = await playerByUsername(deps.db, caller.tenantId, username);
  const [balance, state, last] = await Promise.all([
    deps.platform.balance(deps.db, client.id),
    deps.platform.playerState(deps.db, client.id),
    deps.platform.movements(deps.db, { clientId: client.id, limit: LAST_MOVEMENTS, withTotal: false }),
  ]);
  return {
    items: [
      { balance: centavosToPesos(balance), locked: state?.locked ?? false, client: toPlayerView(client) },
    ],
    history: last.items.map(toMovementView),
  };
}

/** The ledger query of the history modal's filters, dates and order; null when every toggle is off. */
function historyMovementQuery(
  clientId: number,
  body: Pick<HistoryBody, 'filters' | 'value' | 'sort' | 'dir'>,
): Omit<MovementQuery, 'limit'> | null {
  const types: MovementType[] = (Object.keys(MOVEMENT_FILTERS) as (keyof typeof MOVEMENT_FILTERS)[])
    .filter((filter) => body.filters[filter])
    .flatMap((filter) => MOVEMENT_FILTERS[filter]);
  if (types.length === 0) return null;
  return {
    clientId,
    types: types.length === MOVEMENT_TYPES.length ? undefined : types,
    ...(body.value ? { from: businessDayStart(body.value.start), to: businessDayStart(body.value.end) } : {}),
    ...(body.sort ? { sort: body.sort, dir: body.dir ?? 'asc' } : {}),
  };
}

/**
 * POST /api/clients/history: a page of 10 by the modal's toggles and date range, newest first or in
 * the optional `sort`/`dir` (docs/features/lists.md).
 */
export async function history(deps: PlayerDeps, caller: Caller, body: HistoryBody): Promise<HistoryAnswer> {
  const client = await playerByUsername(deps.db, caller.tenantId, body.username);
  const answer = { page: body.page, pageSize: HISTORY_PAGE_SIZE };
  const query = historyMovementQuery(client.id, body);
  if (!query) return { items: [], total: 0, ...answer };
  const page = await deps.platform.movements(deps.db, {
    ...query,
    limit: HISTORY_PAGE_SIZE,
    offset: (body.page - 1) * HISTORY_PAGE_SIZE,
  });
  return { items: page.items.map(toMovementView), total: page.total ?? 0, ...answer };
}

/**
 * Every movement the history modal would page through for these filters, dates and order, a page
 * at a time by key (the ledger's `afterId`), for GET /api/clients/history.csv.
 */
export async function historyPages(
  deps: PlayerDeps,
  caller: Caller,
  request: HistoryExportQuery,
  pageSize: number,
): Promise<AsyncGenerator<MovementView[]>> {
  // The player first: an unknown one is a 404, before the file starts.
  const client = await playerByUsername(deps.db, caller.tenantId, request.username);
  return pagesOf(deps, historyMovementQuery(client.id, request), pageSize);
}

async function* pagesOf(deps: PlayerDeps, query: Omit<MovementQuery, 'limit'> | null, pageSize: number) {
  if (!query) return;
  let afterId: number | undefined;
  for (;;) {
    const page = await deps.platform.movements(deps.db, {
      ...query,
      limit: pageSize,
      afterId,
      withTotal: false,
    });
    if (page.items.length === 0) return;
    yield page.items.map(toMovementView);
    if (page.items.length < pageSize) return;
    afterId = page.items[page.items.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
