import { and, desc, eq, sql } from 'drizzle-orm';
import { centavosToPesos } from '@panel/domain/money';
import {
  HISTORY_LIMIT,
  type PlayerTransactionsAnswer,
  type ReceiptRecordView,
} from '@panel/domain/receipts/receipt-view';
import { queryRows, type DbOrTx } from '../db/connection';
import { bankAccounts, banks, clients, clientTransactions, receipts } from '../db/schema';
import { receiptsWithPlayer } from '../db/receipt-player';
import { signFileLink } from '../storage/signed-url';

/**
 * The island's pending receipt ids, oldest first, as one aggregated row: a queue of 10,000 answers
 * 3-5× faster than 10,000 rows through the driver (measured on PGlite). The status is a literal, not a
 * parameter, so the planner reads ids in index order instead of sorting.
 */
export async function pendingIds(db: DbOrTx, tenantId: number): Promise<number[]> {
  const [row] = await queryRows<{ ids: number[] }>(
    db,
    sql`select coalesce(array_agg(id order by id), '{}') as ids
          from receipts where tenant_id = ${tenantId} and status = 'pending'`,
  );
  return row!.ids;
}

const accountView = (row: { id: number | null; name: string | null; bankname: string | null }) =>
  row.id === null ? null : { id: row.id, name: row.name ?? '', bank: { bankname: row.bankname ?? '' } };

/** The client's last loads (newest first) and how many there are. The client must be of the island. */
export async function playerHistory(db: DbOrTx, clientId: number): Promise<PlayerTransactionsAnswer> {
  const rows = await db
    .select({
      id: clientTransactions.id,
      receiptId: clientTransactions.receiptId,
      updatedAt: clientTransactions.updatedAt,
      amount: clientTransactions.amount,
      bonusAmount: clientTransactions.bonusAmount,
      charged: clientTransactions.charged,
      accountId: bankAccounts.id,
      accountName: bankAccounts.name,
      bankname: banks.bankname,
      // Counted before the limit applies: the total and the page in one statement.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(clientTransactions)
    .leftJoin(bankAccounts, eq(bankAccounts.id, clientTransactions.bankAccountId))
    .leftJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(eq(clientTransactions.clientId, clientId))
    .orderBy(desc(clientTransactions.createdAt), desc(clientTransactions.id))
    .limit(HISTORY_LIMIT);
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      receiptId: r.receiptId,
      updatedAt: r.updatedAt.toISOString(),
      amount: centavosToPesos(r.amount),
      bonusAmount: centavosToPesos(r.bonusAmount),
      charged: r.charged,
      bankAccount: accountView({ id: r.accountId, name: r.accountName, bankname: r.bankname }),
    })),
  };
}

export async function islandPlayerExists(db: DbOrTx, tenantId: number, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.tenantId, tenantId)));
  return !!row;
}

/** GET /api/get/{id}: the receipt of the caller's island with its client, history and a signed file link. */
export async function findReceiptView(
  db: DbOrTx,
  tenantId: number,
  id: number,
  linkSecret: string,
): Promise<ReceiptRecordView | null> {
  const [row] = await receiptsWithPlayer(db, {
    receipt: receipts,
    panelUsername: clients.panelUsername,
    phone: clients.phone,
    blacklistbonus: clients.blacklistbonus,
    accountId: bankAccounts.id,
    accountName: bankAccounts.name,
    bankname: banks.bankname,
  })
    .leftJoin(bankAccounts, eq(bankAccounts.id, receipts.bankAccountId))
    .leftJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(and(eq(receipts.id, id), eq(receipts.tenantId, tenantId)));
  if (!row) return null;
  const r = row.receipt;
  const history = await playerHistory(db, r.clientId);
  const link = signFileLink(r.fileKey, linkSecret);
  return {
    id: r.id,
    url: link.url,
    urlExpiresAt: link.expiresAt.toISOString(),
    fileType: r.fileType as ReceiptRecordView['fileType'],
    amount: centavosToPesos(r.amount),
    newamount: r.newAmount === null ? null : centavosToPesos(r.newAmount),
    status: r.status,
    reason: r.reason,
    ocrData: r.ocrData,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    clientId: r.clientId,
    bankAccount: accountView({ id: row.accountId, name: row.accountName, bankname: row.bankname }),
    client: {
      id: r.clientId,
      panelUsername: row.panelUsername,
      phone: row.phone,
      blacklistbonus: row.blacklistbonus,
      transactionCount: history.count,
      transactions: history.items,
    },
  };
}
