import { createHash } from 'node:crypto';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '@panel/domain/lists/list-columns';
import type { NotificationOrder, NotificationSortKey } from '@panel/domain/notifications/notification-list';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import { centavosToPesos } from '@panel/domain/money';
import { recordAudit } from '../db/audit-log';
import type { Db } from '../db/connection';
import { foldedText } from '../db/folded-text';
import { bankAccounts, notifications } from '../db/schema';
import type { RealtimeDeps } from '../realtime/realtime';
import { publishNotifications } from '../realtime/notifications';
import type { NotificationIntake } from '@panel/domain/notifications/notification-contract';

/** The island's account a notice names: by CBU when it is digits, else by holder name (any case). */
async function matchAccount(db: Db, tenantId: number, account: string) {
  const digits = /^\d+$/.test(account);
  const [row] = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.tenantId, tenantId),
        digits ? eq(bankAccounts.number, account) : sql`lower(${bankAccounts.name}) = lower(${account})`,
      ),
    )
    .orderBy(bankAccounts.id)
    .limit(1);
  return row ?? null;
}

/**
 * What makes a retry the same notice: bank, sender, amount, account as sent and the bank's date,
 * compared without case or outer spaces (docs/features/notifications.md 'Intake').
 */
export function noticeIntakeKey(notice: NotificationIntake): string {
  const text = (v: string) => v.trim().toLowerCase();
  const parts = [text(notice.bank), text(notice.from), notice.amount, text(notice.account)];
  return createHash('sha256')
    .update(JSON.stringify([...parts, new Date(notice.date).toISOString()]))
    .digest('hex');
}

/**
 * Stores a transfer notice of the island once and tells the island's screens. A retry (the
 * same notifier id, or the same bank, sender, amount, account and date) answers the first notice and
 * `created` false: the unique indexes on (island, external_id) and (island, intake_key) decide, so two
 * retries racing on either engine still leave one row.
 */
export async function intakeNotification(
  deps: { db: Db } & RealtimeDeps,
  tenantId: number,
  notice: NotificationIntake,
): Promise<{ id: number; created: boolean }> {
  const { db } = deps;
  const intakeKey = noticeIntakeKey(notice);
  const externalId = notice.externalId ?? null;
  const account = await matchAccount(db, tenantId, notice.account);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        tenantId,
        bank: notice.bank,
        from: notice.from,
        amount: notice.amount,
        bankAccountId: account?.id ?? null,
        bankAccountName: account?.name ?? notice.account,
        noticedAt: new Date(notice.date),
        senderTaxId: notice.cuit ?? null,
        externalId,
        intakeKey,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) return null;
    await recordAudit(tx, {
      tenantId,
      actorUserId: null,
      action: 'notification.create',
      entity: 'notification',
      entityId: row.id,
      after: { bank: notice.bank, amount: notice.amount, bankAccountId: account?.id ?? null },
    });
    return row.id;
  });
  if (created !== null) {
    await publishNotifications(deps, tenantId);
    return { id: created, created: true };
  }
  // The notifier's id names the notice first; else the same transfer sent again.
  const [first] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        externalId === null
          ? eq(notifications.intakeKey, intakeKey)
          : or(eq(notifications.externalId, externalId), eq(notifications.intakeKey, intakeKey)),
      ),
    )
    .orderBy(
      externalId === null
        ? asc(notifications.id)
        : sql`(${notifications.externalId} = ${externalId}) desc nulls last`,
      asc(notifications.id),
    )
    .limit(1);
  if (!first) throw new Error('notificación: el aviso en conflicto no se encontró');
  return { id: first.id, created: false };
}

/**
 * The key a sort walks: the column (text folded, as the indexes of migration 0016 hold it), then id. Without a sort, the spec's order: the bank's date, newest first.
 */
function sortKey(sort: NotificationSortKey | undefined): SQL {
  switch (sort) {
    case 'bank':
      return foldedText(notifications.bank);
    case 'from':
      return foldedText(notifications.from);
    case 'account':
      return foldedText(notifications.bankAccountName);
    case 'amount':
      return sql`${notifications.amount}`;
    default:
      return sql`${notifications.noticedAt}`;
  }
}

export interface NotificationPageQuery extends NotificationOrder {
  /** Continue after this notice in the list's order. */
  beforeId?: number | undefined;
  /** The page just before this notice in the list's order. */
  backFromId?: number | undefined;
  limit: number;
}

/**
 * A page of the island's notices in the list's order (docs/features/lists.md): by the sorted column
 * then id, keyset from the notice `beforeId` (the rows after it) or `backFromId` (the rows before
 * it, read backwards and turned round), so any page costs what the first does. Without a sort: newest
 * first by the bank's date (then id), as docs/features/evidence.md gives. A cursor that is not a
 * notice of the island answers no rows.
 */
export async function listNotifications(
  db: Db,
  tenantId: number,
  query: NotificationPageQuery,
): Promise<NotificationView[]> {
  const key = sortKey(query.sort);
  const descending = query.sort ? query.dir === 'desc' : true;
  // The spec's cursor first: `backFromId` counts only without `beforeId`.
  const backwards = query.beforeId === undefined && query.backFromId !== undefined;
  // Reading backwards walks the opposite order from the cursor.
  const walkDesc = backwards ? !descending : descending;
  const cursorId = backwards ? query.backFromId : query.beforeId;
  const cursor = cursorId
    ? sql`(${key}, ${notifications.id}) ${walkDesc ? sql`<` : sql`>`} (select ${key}, ${notifications.id} from ${notifications} where ${notifications.id} = ${cursorId} and ${notifications.tenantId} = ${tenantId})`
    : undefined;
  const needle = query.q?.trim() ? `%${foldForSearch(query.q.trim()).replace(/[\\%_]/g, '\\$&')}%` : null;
  const search = needle
    ? or(
        sql`${foldedText(notifications.from)} like ${needle}`,
        sql`${foldedText(notifications.bank)} like ${needle}`,
        sql`${foldedText(notifications.bankAccountName)} like ${needle}`,
      )
    : undefined;
  const order = walkDesc ? [desc(key), desc(notifications.id)] : [asc(key), asc(notifications.id)];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), cursor, search))
    .orderBy(...order)
    .limit(query.limit);
  if (backwards) rows.reverse();
  return rows.map(toNotificationView);
}

export const toNotificationView = (r: typeof notifications.$inferSelect): NotificationView => ({
  id: r.id,
  date: r.noticedAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  bank: r.bank,
  from: r.from,
  amount: centavosToPesos(r.amount),
  bankaccount: { id: r.bankAccountId, name: r.bankAccountName },
  receiptId: r.receiptId,
  autoApprovalHeld:
    r.receiptId === null && r.autoApprovalHeld !== null
      ? { reason: r.autoApprovalHeld, receiptId: r.autoApprovalHeldReceiptId }
      : null,
});
