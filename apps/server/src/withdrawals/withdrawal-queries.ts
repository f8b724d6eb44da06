import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { centavosToPesos } from '@panel/domain/money';
import { foldForSearch } from '@panel/domain/lists/list-columns';
import { WITHDRAWAL_LIST_PAGE, type WithdrawalListQuery } from '@panel/domain/withdrawals/withdrawal-list';
import { WITHDRAWAL_MESSAGES as M } from '@panel/domain/withdrawals/withdrawal-rules';
import type { WithdrawalView } from '@panel/domain/withdrawals/withdrawal-view';
import type { DbOrTx } from '../db/connection';
import { foldedText } from '../db/folded-text';
import { clients, panelUsers, playerMessages, withdrawalRequests } from '../db/schema';
import { notFound } from '../errors';
import { messageStatusColumns, shownMessageFirst } from '../player-messages/message-states';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;

const requester = alias(panelUsers, 'requester');
const firstApprover = alias(panelUsers, 'first_approver');
const approver = alias(panelUsers, 'approver');
const payer = alias(panelUsers, 'payer');
const closer = alias(panelUsers, 'closer');

/**
 * The player's message about the request that staff should see ('Aviso no entregado',
 * docs/features/player-messages.md): read along player_messages_withdrawal_idx for each request of
 * the page, in the views' own query.
 */
const message = new QueryBuilder()
  .select(messageStatusColumns)
  .from(playerMessages)
  .where(
    and(
      eq(playerMessages.withdrawalId, withdrawalRequests.id),
      eq(playerMessages.tenantId, withdrawalRequests.tenantId),
    ),
  )
  .orderBy(...shownMessageFirst)
  .limit(1)
  .as('message');

/**
 * A request with its player, the names of who did each step and the player's message: what every
 * screen shows.
 */
const viewColumns = {
  request: withdrawalRequests,
  username: clients.panelUsername,
  phone: clients.phone,
  requestedBy: requester.username,
  approvalRequestedBy: firstApprover.username,
  approvedBy: approver.username,
  paidBy: payer.username,
  closedBy: closer.username,
  playerMessage: {
    state: message.state,
    kind: message.kind,
    attempts: message.attempts,
    lastError: message.lastError,
  },
};

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(withdrawalRequests)
    .innerJoin(clients, eq(clients.id, withdrawalRequests.clientId))
    .leftJoin(requester, eq(requester.id, withdrawalRequests.requestedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawalRequests.approvalRequestedBy))
    .leftJoin(approver, eq(approver.id, withdrawalRequests.approvedBy))
    .leftJoin(payer, eq(payer.id, withdrawalRequests.paidBy))
    .leftJoin(closer, eq(closer.id, withdrawalRequests.closedBy))
    .leftJoinLateral(message, sql`true`);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toView({ request: r, ...names }: ViewRow): WithdrawalView {
  return {
    id: r.id,
    clientId: r.clientId,
    username: names.username,
    phone: names.phone,
    amount: centavosToPesos(r.amount),
    destination: r.destination,
    destinationKind: /^\d{22}$/.test(r.destination) ? 'cbu' : 'alias',
    holderTaxId: r.holderTaxId,
    foreignHolder: r.foreignHolder,
    state: r.state,
    source: r.source === 'bot' ? 'bot' : 'cajero',
    reason: r.reason,
    failureNote: r.failureNote,
    bankOperation: r.bankOperation,
    hasProof: r.proofFileKey !== null,
    awaitingConfirmation: r.state === 'solicitado' && r.approvalRequestedBy !== null,
    requestedBy: names.requestedBy,
    approvalRequestedBy: names.approvalRequestedBy,
    approvedBy: names.approvedBy,
    paidBy: names.paidBy,
    closedBy: names.closedBy,
    createdAt: r.createdAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    paidAt: iso(r.paidAt),
    closedAt: iso(r.closedAt),
    playerMessage: names.playerMessage,
  };
}

/** One request of the island as screens show it; another island's id answers 404 like a missing one. */
export async function withdrawalView(db: DbOrTx, tenantId: number, id: number): Promise<WithdrawalView> {
  const rows = await selectViews(db).where(
    and(eq(withdrawalRequests.tenantId, tenantId), eq(withdrawalRequests.id, id)),
  );
  if (!rows.length) throw notFound(M.notFound);
  return toView(rows[0]!);
}

/** The request's row locked for a decision: decisions on one request take turns, across instances. */
export async function lockWithdrawal(tx: DbOrTx, tenantId: number, id: number): Promise<WithdrawalRow> {
  const [row] = await tx
    .select()
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.tenantId, tenantId), eq(withdrawalRequests.id, id)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A step of the request's life after filing (locked first): its columns changed, `updated_at` now. */
export async function updateWithdrawal(
  tx: DbOrTx,
  id: number,
  change: PgUpdateSetSource<typeof withdrawalRequests>,
): Promise<void> {
  await tx
    .update(withdrawalRequests)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(withdrawalRequests.id, id));
}

const SORT_COLUMNS = {
  createdAt: withdrawalRequests.createdAt,
  username: clients.panelUsername,
  amount: withdrawalRequests.amount,
  state: withdrawalRequests.state,
} as const;

function listFilter(tenantId: number, query: Omit<WithdrawalListQuery, 'page'>): SQL | undefined {
  const needle = query.q?.trim() ? `%${foldForSearch(query.q.trim()).replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    eq(withdrawalRequests.tenantId, tenantId),
    query.state ? eq(withdrawalRequests.state, query.state) : undefined,
    needle
      ? or(
          sql`${foldedText(clients.panelUsername)} like ${needle}`,
          sql`lower(${withdrawalRequests.destination}) like ${needle}`,
        )
      : undefined,
  );
}

/**
 * The Retiros list (docs/features/withdrawals.md): newest first unless sorted, then by id so pages
 * never repeat a row; `limit` and `offset` also serve the CSV export's pages.
 */
export async function listWithdrawals(
  db: DbOrTx,
  tenantId: number,
  query: WithdrawalListQuery,
  page = { limit: WITHDRAWAL_LIST_PAGE, offset: ((query.page ?? 1) - 1) * WITHDRAWAL_LIST_PAGE },
): Promise<{ items: WithdrawalView[]; total: number }> {
  const where = listFilter(tenantId, query);
  const key = SORT_COLUMNS[query.sort ?? 'createdAt'];
  const descending = query.sort ? query.dir === 'desc' : query.dir !== 'asc';
  const order = descending
    ? [desc(key), desc(withdrawalRequests.id)]
    : [asc(key), asc(withdrawalRequests.id)];
  const [rows, [counted]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(withdrawalRequests)
      .innerJoin(clients, eq(clients.id, withdrawalRequests.clientId))
      .where(where),
  ]);
  return { items: rows.map(toView), total: Number(counted?.total ?? 0) };
}

/** The stored key of a paid request's proof file, if it has one. */
export async function proofKeyOf(db: DbOrTx, tenantId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ key: withdrawalRequests.proofFileKey })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.tenantId, tenantId), eq(withdrawalRequests.id, id)));
  if (!row) throw notFound(M.notFound);
  return row.key;
}
