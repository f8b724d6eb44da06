import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationView } from '@panel/domain/notifications/notification-view';
import { centavosToPesos } from '@panel/domain/money';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/connection';
import { bankAccounts, notifications } from '../db/schema';
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

/** Stores a transfer notice of the island; the caller publishes `notifications`. */
export async function intakeNotification(
  db: Db,
  tenantId: number,
  notice: NotificationIntake,
): Promise<number> {
  const account = await matchAccount(db, tenantId, notice.account);
  return db.transaction(async (tx) => {
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
      })
      .returning({ id: notifications.id });
    await recordAudit(tx, {
      tenantId,
      actorUserId: null,
      action: 'notification.create',
      entity: 'notification',
      entityId: row!.id,
      after: { bank: notice.bank, amount: notice.amount, bankAccountId: account?.id ?? null },
    });
    return row!.id;
  });
}

/**
 * Newest first by the bank's date (then id), a page at a time going back from the notice `beforeId`
 * (docs/features/evidence.md); each with the receipt it confirmed.
 */
export async function listNotifications(
  db: Db,
  tenantId: number,
  page: { beforeId?: number; limit: number },
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        page.beforeId
          ? sql`(${notifications.noticedAt}, ${notifications.id}) < (select noticed_at, id from notifications where id = ${page.beforeId})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.noticedAt), desc(notifications.id))
    .limit(page.limit);
  return rows.map((r) => ({
    id: r.id,
    date: r.noticedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    bank: r.bank,
    from: r.from,
    amount: centavosToPesos(r.amount),
    bankaccount: { id: r.bankAccountId, name: r.bankAccountName },
    receiptId: r.receiptId,
  }));
}
