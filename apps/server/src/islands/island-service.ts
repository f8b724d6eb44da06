import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { DEFAULT_INTENTS } from '@panel/domain/iresponses/iresponse-rules';
import {
  ISLAND_FLOWS,
  ISLAND_MESSAGES,
  islandMessage,
  NO_STORED_SECRETS,
  type IslandBody,
  type IslandFlowsBody,
  type StoredSecrets,
} from '@panel/domain/islands/island-rules';
import type { IslandView } from '@panel/domain/islands/island-view';
import type { Db, DbOrTx } from '../db/connection';
import { chatbotResponses, clients, islands, panelUsers } from '../db/schema';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { auditOf } from '../db/audit-log';
import { badRequest, notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';
import { generateAccessKey, hashAccessKey } from '../security/access-keys';
import type { SecretBox } from '../security/secret-box';
import { findIslandView, listIslandViews } from './island-view';

const audit = auditOf('island');

/** Additional data bound into each sealed secret: a value copied to the other column does not open. */
const PURPOSE = {
  panelUserPassword: 'islands.panel_user_password',
  defaultClientPassword: 'islands.default_client_password',
} as const;

export const listIslands = (db: Db) => listIslandViews(db);

export async function readIsland(db: DbOrTx, id: number): Promise<IslandView> {
  const island = await findIslandView(db, id);
  if (!island) throw notFound(ISLAND_MESSAGES.notFound);
  return island;
}

/** The island's plain settings, for the audit trail: never the secrets themselves. */
function auditable(body: IslandBody) {
  return {
    name: body.name.trim(),
    url: body.url.trim(),
    prefix: body.prefix.trim(),
    panelUserName: body.panelUserName.trim(),
    charge: body.charge,
    bonus: body.bonus,
    withdraw: body.withdraw,
  };
}

/** Column values of an island save. Blank password fields keep what the island has. */
function islandColumns(box: SecretBox, body: IslandBody) {
  const flows = Object.fromEntries(
    ISLAND_FLOWS.filter((flow) => body[flow] !== undefined).map((flow) => [flow, body[flow]]),
  );
  return {
    name: body.name.trim(),
    url: body.url.trim(),
    prefix: body.prefix.trim(),
    panelUserName: body.panelUserName.trim(),
    ...(body.panelUserPassword.trim()
      ? { panelUserPasswordEnc: box.seal(body.panelUserPassword, PURPOSE.panelUserPassword) }
      : {}),
    ...(body.defaultClientPassword.trim()
      ? { defaultClientPasswordEnc: box.seal(body.defaultClientPassword, PURPOSE.defaultClientPassword) }
      : {}),
    chargeMin: pesosToCentavos(body.charge ?? 0),
    bonusPercent: body.bonus ?? 0,
    withdrawMin: pesosToCentavos(body.withdraw ?? 0),
    ...flows,
  };
}

function checkIsland(body: IslandBody, stored: StoredSecrets): void {
  const message = islandMessage(body, stored);
  if (message) throw badRequest(message);
}

/** Island names are unique regardless of case, so the island selects stay unambiguous. */
async function checkNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: islands.id })
    .from(islands)
    .where(
      and(
        sql`lower(${islands.name}) = lower(${name.trim()})`,
        exceptId ? ne(islands.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw refused(ISLAND_MESSAGES.nameTaken);
}

/** A new island starts with every flow on and the default chatbot replies, ready to edit. */
export async function createIsland(
  db: Db,
  box: SecretBox,
  caller: Caller,
  body: IslandBody,
): Promise<IslandView> {
  checkIsland(body, NO_STORED_SECRETS);
  const id = await db.transaction(async (tx) => {
    await checkNameFree(tx, body.name);
    const [row] = await tx.insert(islands).values(islandColumns(box, body)).returning({ id: islands.id });
    const islandId = row!.id;
    await tx.insert(chatbotResponses).values(
      DEFAULT_INTENTS.map((reply) => ({
        tenantId: islandId,
        intent: reply.intent,
        response: reply.response,
        alterResponse: reply.alterResponse,
      })),
    );
    await audit(tx, caller, {
      tenantId: islandId,
      action: 'island.create',
      entityId: islandId,
      after: auditable(body),
    });
    return islandId;
  });
  return readIsland(db, id);
}

export async function updateIsland(
  db: Db,
  box: SecretBox,
  caller: Caller,
  id: number,
  body: IslandBody,
): Promise<IslandView> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(islands).where(eq(islands.id, id)).for('update');
    if (!before) throw notFound(ISLAND_MESSAGES.notFound);
    checkIsland(body, {
      hasPanelUserPassword: before.panelUserPasswordEnc !== null,
      hasDefaultClientPassword: before.defaultClientPasswordEnc !== null,
    });
    await checkNameFree(tx, body.name, id);
    await tx
      .update(islands)
      .set({ ...islandColumns(box, body), updatedAt: new Date() })
      .where(eq(islands.id, id));
    await audit(tx, caller, {
      tenantId: id,
      action: 'island.update',
      entityId: id,
      before: {
        name: before.name,
        url: before.url,
        prefix: before.prefix,
        panelUserName: before.panelUserName,
        charge: centavosToPesos(before.chargeMin),
        bonus: before.bonusPercent,
        withdraw: centavosToPesos(before.withdrawMin),
      },
      after: {
        ...auditable(body),
        panelUserPasswordChanged: !!body.panelUserPassword.trim(),
        defaultClientPasswordChanged: !!body.defaultClientPassword.trim(),
      },
    });
  });
  return readIsland(db, id);
}

/** The flows modal saves each switch as it is clicked: only the flows sent change. */
export async function setIslandFlows(
  db: Db,
  caller: Caller,
  id: number,
  flows: IslandFlowsBody,
): Promise<IslandView> {
  const changes = Object.fromEntries(
    ISLAND_FLOWS.filter((flow) => flows[flow] !== undefined).map((flow) => [flow, flows[flow]]),
  );
  await changeIsland(db, caller, id, changes, 'island.flows', () => ({ after: changes }));
  return readIsland(db, id);
}

export async function toggleIsland(db: Db, caller: Caller, id: number): Promise<IslandView> {
  await changeIsland(db, caller, id, { active: sql`not ${islands.active}` }, 'island.toggle', (row) => ({
    before: { active: !row.active },
    after: { active: row.active },
  }));
  return readIsland(db, id);
}

/** What the audit row of a deleted island keeps of it. */
const keptOnDelete = { name: islands.name, prefix: islands.prefix };

/**
 * An island with users or players keeps their history (receipts, movements, audit): it cannot be
 * deleted. An empty one goes with its banks, accounts, bots and replies. The audit row is written to
 * the caller's island, because the deleted island's own rows go with it.
 */
export async function deleteIsland(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select(keptOnDelete).from(islands).where(eq(islands.id, id)).for('update');
    if (!before) throw notFound(ISLAND_MESSAGES.notFound);
    const [user] = await tx
      .select({ id: panelUsers.id })
      .from(panelUsers)
      .where(and(eq(panelUsers.tenantId, id), isNull(panelUsers.deletedAt)))
      .limit(1);
    const [player] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.tenantId, id))
      .limit(1);
    if (user || player) throw refused(ISLAND_MESSAGES.inUse);
    // Its deleted users were kept only as the authors of its history, which goes with it.
    await tx.delete(panelUsers).where(eq(panelUsers.tenantId, id));
    await tx.delete(islands).where(eq(islands.id, id));
    await audit(tx, caller, {
      action: 'island.delete',
      entityId: id,
      before,
    });
  });
}

/**
 * A new key for one of the island's outside systems (the bank-notification intake, the gaming
 * platform's webhook); only its hash is kept, the key is shown once.
 */
export async function rotateIslandKey(
  db: Db,
  caller: Caller,
  id: number,
  kind: 'intake' | 'platform',
): Promise<string> {
  const key = generateAccessKey(kind);
  const hash = hashAccessKey(key);
  const set = kind === 'intake' ? { intakeKeyHash: hash } : { platformKeyHash: hash };
  await changeIsland(db, caller, id, set, `island.${kind}key`, () => ({}));
  return key;
}

/** Changes one island row and audits it in the same transaction; an unknown id is 404. */
async function changeIsland(
  db: Db,
  caller: Caller,
  id: number,
  set: PgUpdateSetSource<typeof islands>,
  action: string,
  change: (row: { active: boolean }) => { before?: unknown; after?: unknown },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(islands)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(islands.id, id))
      .returning({ active: islands.active });
    if (!row) throw notFound(ISLAND_MESSAGES.notFound);
    await audit(tx, caller, {
      tenantId: id,
      action,
      entityId: id,
      ...change(row),
    });
  });
}

const sealedSecrets = {
  panelUserName: islands.panelUserName,
  panelUserPasswordEnc: islands.panelUserPasswordEnc,
  defaultClientPasswordEnc: islands.defaultClientPasswordEnc,
};

export interface IslandSecrets {
  panelUserName: string;
  panelUserPassword: string | null;
  defaultClientPassword: string | null;
}

/**
 * The island's credentials in plain text, for server code that needs them (a gaming-platform adapter
 * signing in as the panel user, a new player's first password). Never sent to a browser.
 */
export async function readIslandSecrets(db: DbOrTx, box: SecretBox, id: number): Promise<IslandSecrets> {
  const [row] = await db.select(sealedSecrets).from(islands).where(eq(islands.id, id));
  if (!row) throw notFound(ISLAND_MESSAGES.notFound);
  return {
    panelUserName: row.panelUserName,
    panelUserPassword:
      row.panelUserPasswordEnc && box.open(row.panelUserPasswordEnc, PURPOSE.panelUserPassword),
    defaultClientPassword:
      row.defaultClientPasswordEnc && box.open(row.defaultClientPasswordEnc, PURPOSE.defaultClientPassword),
  };
}
