import { and, asc, eq, ne, not } from 'drizzle-orm';
import { BOT_MESSAGES as M, type BotBody, type BotView } from '@panel/domain/bots/bot-rules';
import type { BotQrReply } from '@panel/domain/bots/bot-contract';
import { isStaleReport } from '@panel/domain/bots/bot-state';
import type { BotState } from '@panel/domain/constants';
import type { Db, DbOrTx } from '../db/connection';
import { botStates, bots, islands } from '../db/schema';
import { auditOf } from '../db/audit-log';
import { badRequest, notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';
import { generateAccessKey, hashAccessKey } from '../security/access-keys';
import { askBotQr, askBotRestart } from './bot-client';
import { refusedOnSave } from './bot-address';

/**
 * Bots span every island: the Bots screen is rol 1's, who runs the islands themselves and picks each
 * bot's island. A bot is "assigned" when its island names it as its bot (islands.bot_id).
 */
const viewColumns = {
  id: bots.id,
  name: bots.name,
  url: bots.url,
  active: bots.active,
  tenantId: bots.tenantId,
  tenantName: islands.name,
  assignedBotId: islands.botId,
};

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

const toView = ({ tenantId, tenantName, assignedBotId, ...row }: ViewRow): BotView => ({
  ...row,
  tenant_id: tenantId,
  tenant: { id: tenantId, name: tenantName },
  assigned: assignedBotId === row.id,
});

const selectViews = (db: DbOrTx) =>
  db.select(viewColumns).from(bots).innerJoin(islands, eq(islands.id, bots.tenantId));

async function findView(db: DbOrTx, id: number): Promise<BotView> {
  const [row] = await selectViews(db).where(eq(bots.id, id));
  if (!row) throw notFound(M.notFound);
  return toView(row);
}

async function lockBot(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(bots).where(eq(bots.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The island row, locked, so two saves cannot both make themselves its bot. */
async function lockIsland(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: islands.id, botId: islands.botId })
    .from(islands)
    .where(eq(islands.id, id))
    .for('update');
  if (!row) throw notFound(M.islandNotFound);
  return row;
}

const audit = auditOf('bot');

const snapshot = (row: typeof bots.$inferSelect, assigned: boolean) => ({
  name: row.name,
  url: row.url,
  active: row.active,
  tenantId: row.tenantId,
  assigned,
});

/** Makes the bot its island's bot, or takes that role away from it. */
async function setAssignment(tx: DbOrTx, botId: number, islandId: number, assigned: boolean) {
  // A bot is only ever the bot of its own island: release it wherever else it was.
  await tx
    .update(islands)
    .set({ botId: null })
    .where(and(eq(islands.botId, botId), assigned ? ne(islands.id, islandId) : undefined));
  if (assigned) await tx.update(islands).set({ botId }).where(eq(islands.id, islandId));
}

export async function listBots(db: Db): Promise<BotView[]> {
  const rows = await selectViews(db).orderBy(asc(islands.name), asc(bots.name), asc(bots.id));
  return rows.map(toView);
}

export const readBot = (db: Db, id: number) => findView(db, id);

/**
 * After the form's checks (the spec's order), a URL naming an internal address is refused with 400
 * unless BOT_URL_ALLOW_PRIVATE (`allowed`) lists it (docs/features/bots.md "Where a bot may live").
 */
function checkAddress(body: BotBody, allowed: readonly string[]): void {
  if (refusedOnSave(body.url.trim(), allowed)) throw badRequest(M.internalAddress);
}

/** The gateway key is returned here once; only its hash is stored. */
export async function createBot(
  db: Db,
  caller: Caller,
  body: BotBody,
  allowed: readonly string[],
): Promise<{ bot: BotView; key: string }> {
  checkAddress(body, allowed);
  const key = generateAccessKey('bot');
  const id = await db.transaction(async (tx) => {
    const island = await lockIsland(tx, body.tenant_id!);
    const [row] = await tx
      .insert(bots)
      .values({
        tenantId: island.id,
        name: body.name.trim(),
        url: body.url.trim(),
        gatewayKeyHash: hashAccessKey(key),
      })
      .returning();
    const assigned = body.assigned ?? island.botId === null;
    await setAssignment(tx, row!.id, island.id, assigned);
    await audit(tx, caller, {
      tenantId: island.id,
      action: 'bot.create',
      entityId: row!.id,
      after: snapshot(row!, assigned),
    });
    return row!.id;
  });
  return { bot: await findView(db, id), key };
}

export async function updateBot(
  db: Db,
  caller: Caller,
  id: number,
  body: BotBody,
  allowed: readonly string[],
): Promise<BotView> {
  checkAddress(body, allowed);
  await db.transaction(async (tx) => {
    const before = await lockBot(tx, id);
    // Both islands, in id order, so two bots swapping islands cannot deadlock.
    const locked = new Map<number, Awaited<ReturnType<typeof lockIsland>>>();
    for (const islandId of [before.tenantId, body.tenant_id!].sort((a, b) => a - b))
      if (!locked.has(islandId)) locked.set(islandId, await lockIsland(tx, islandId));
    const oldIsland = locked.get(before.tenantId)!;
    const island = locked.get(body.tenant_id!)!;
    const wasAssigned = oldIsland.botId === id;
    // Kept as it was on its island; a bot moving to an island without a bot becomes its bot.
    const assigned = body.assigned ?? (island === oldIsland ? wasAssigned : island.botId === null);
    const [row] = await tx
      .update(bots)
      .set({ tenantId: island.id, name: body.name.trim(), url: body.url.trim() })
      .where(eq(bots.id, id))
      .returning();
    await setAssignment(tx, id, island.id, assigned);
    await audit(tx, caller, {
      tenantId: island.id,
      action: 'bot.update',
      entityId: id,
      before: snapshot(before, wasAssigned),
      after: snapshot(row!, assigned),
    });
  });
  return findView(db, id);
}

export async function toggleBot(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ message: string; bot: BotView }> {
  const active = await db.transaction(async (tx) => {
    const before = await lockBot(tx, id);
    const [row] = await tx
      .update(bots)
      .set({ active: not(bots.active) })
      .where(eq(bots.id, id))
      .returning({ active: bots.active });
    await audit(tx, caller, {
      tenantId: before.tenantId,
      action: 'bot.toggle',
      entityId: id,
      before: { active: before.active },
      after: { active: row!.active },
    });
    return row!.active;
  });
  return { message: active ? M.activated : M.deactivated, bot: await findView(db, id) };
}

/** docs/features/bots.md: the bot an island answers its players with cannot be deleted. */
export async function deleteBot(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockBot(tx, id);
    const [assignedTo] = await tx
      .select({ id: islands.id })
      .from(islands)
      .where(eq(islands.botId, id))
      .for('update');
    if (assignedTo) throw refused(M.assignedDelete);
    await tx.delete(bots).where(eq(bots.id, id));
    await audit(tx, caller, {
      tenantId: before.tenantId,
      action: 'bot.delete',
      entityId: id,
      before: snapshot(before, false),
    });
  });
}

/** A new gateway key; the old one stops working at once. Shown once, like on creation. */
export async function rotateBotKey(db: Db, caller: Caller, id: number): Promise<string> {
  const key = generateAccessKey('bot');
  await db.transaction(async (tx) => {
    const before = await lockBot(tx, id);
    await tx
      .update(bots)
      .set({ gatewayKeyHash: hashAccessKey(key) })
      .where(eq(bots.id, id));
    await audit(tx, caller, { tenantId: before.tenantId, action: 'bot.key_rotate', entityId: id });
  });
  return key;
}

async function botUrl(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ url: bots.url }).from(bots).where(eq(bots.id, id));
  if (!row) throw notFound(M.notFound);
  return row.url;
}

/**
 * Asks the bot itself for its QR (never from inside a transaction: it may take seconds). What it
 * says about its state is kept, so the header's bot button agrees with what was just seen.
 */
export async function readBotQr(db: Db, id: number, allowed: readonly string[]): Promise<BotQrReply> {
  const reply = await askBotQr(await botUrl(db, id), allowed);
  await db.transaction(async (tx) => {
    // The bot may have been deleted while it was being asked.
    const [bot] = await tx.select({ id: bots.id }).from(bots).where(eq(bots.id, id)).for('key share');
    if (!bot) throw notFound(M.notFound);
    const now = new Date();
    await tx
      .insert(botStates)
      .values({ botId: id, state: reply.state, qr: reply.qr, updatedAt: now })
      .onConflictDoUpdate({
        target: botStates.botId,
        set: { state: reply.state, qr: reply.qr, updatedAt: now },
      });
  });
  return reply;
}

/** POST {url}/restart; the bot's own message goes back to the administrator. */
export async function restartBot(
  db: Db,
  caller: Caller,
  id: number,
  allowed: readonly string[],
): Promise<string> {
  const [row] = await db.select({ url: bots.url, tenantId: bots.tenantId }).from(bots).where(eq(bots.id, id));
  if (!row) throw notFound(M.notFound);
  const { message } = await askBotRestart(row.url, allowed);
  await audit(db, caller, {
    tenantId: row.tenantId,
    action: 'bot.restart',
    entityId: id,
    after: { message },
  });
  return message;
}

/** An island with no bot, or a bot that never reported, shows as 'Apagado'. */
const OFF: BotState = 2;

/** The island's bot as its last report left it (docs/features/bots.md). */
export async function islandBotState(db: Db, tenantId: number) {
  const [row] = await db
    .select({ name: bots.name, state: botStates.state, updatedAt: botStates.updatedAt })
    .from(islands)
    .innerJoin(bots, eq(bots.id, islands.botId))
    .leftJoin(botStates, eq(botStates.botId, bots.id))
    .where(eq(islands.id, tenantId));
  const reported = row?.state;
  const state: BotState = reported === 0 || reported === 1 ? reported : OFF;
  return {
    state,
    botName: row?.name ?? null,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
    stale: isStaleReport(row?.updatedAt, Date.now()),
  };
}
