import { and, asc, count, eq } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import { BANK_MESSAGES, type BankBody, type BankView } from '@panel/domain/banks/bank-rules';
import type { Db } from '../db/connection';
import { refusingDuplicates } from '../db/errors';
import { bankAccounts, banks } from '../db/schema';
import { auditOf } from '../db/audit-log';
import { notFound, refused } from '../errors';
import type { Caller } from '@panel/domain/auth/caller';

const audit = auditOf('bank');

type BankRow = typeof banks.$inferSelect;

export function toBankView(row: BankRow): BankView {
  return {
    id: row.id,
    bankname: row.bankname,
    transacbottomlimit: centavosToPesos(row.transacBottomLimit),
    transactoplimit: centavosToPesos(row.transacTopLimit),
    dailytoplimit: centavosToPesos(row.dailyTopLimit),
    monthlytoplimit: centavosToPesos(row.monthlyTopLimit),
    toplimitinuse: centavosToPesos(row.topLimitInUse),
    dailytransaclimit: row.dailyTransacLimit,
  };
}

/** The body (already checked by bankBody) as columns: pesos become centavos. */
function toColumns(body: BankBody) {
  return {
    bankname: body.bankname.trim(),
    transacBottomLimit: pesosToCentavos(body.transacbottomlimit!),
    transacTopLimit: pesosToCentavos(body.transactoplimit!),
    dailyTopLimit: pesosToCentavos(body.dailytoplimit!),
    monthlyTopLimit: pesosToCentavos(body.monthlytoplimit!),
    topLimitInUse: pesosToCentavos(body.toplimitinuse!),
    dailyTransacLimit: body.dailytransaclimit!,
  };
}

const ofIsland = (caller: Caller, id: number) => and(eq(banks.id, id), eq(banks.tenantId, caller.tenantId));

export async function listBanks(db: Db, caller: Caller): Promise<BankView[]> {
  const rows = await db
    .select()
    .from(banks)
    .where(eq(banks.tenantId, caller.tenantId))
    .orderBy(asc(banks.bankname), asc(banks.id));
  return rows.map(toBankView);
}

/** Another island's bank answers 404, like a missing one. */
export async function readBank(db: Db, caller: Caller, id: number): Promise<BankView> {
  const [row] = await db.select().from(banks).where(ofIsland(caller, id));
  if (!row) throw notFound(BANK_MESSAGES.notFound);
  return toBankView(row);
}

export async function createBank(db: Db, caller: Caller, body: BankBody): Promise<BankView> {
  return refusingDuplicates(BANK_MESSAGES.nameTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(banks)
        .values({ tenantId: caller.tenantId, ...toColumns(body) })
        .returning();
      const bank = toBankView(row!);
      await audit(tx, caller, {
        action: 'bank.create',
        entityId: bank.id,
        after: bank,
      });
      return bank;
    }),
  );
}

export async function updateBank(db: Db, caller: Caller, id: number, body: BankBody): Promise<BankView> {
  return refusingDuplicates(BANK_MESSAGES.nameTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(banks).where(ofIsland(caller, id)).for('update');
      if (!before) throw notFound(BANK_MESSAGES.notFound);
      const [row] = await tx.update(banks).set(toColumns(body)).where(eq(banks.id, id)).returning();
      const bank = toBankView(row!);
      await audit(tx, caller, {
        action: 'bank.update',
        entityId: id,
        before: toBankView(before),
        after: bank,
      });
      return bank;
    }),
  );
}

/**
 * A bank still used by accounts is refused, whole. The row lock makes an account being created
 * for this bank at the same moment (which takes a key-share lock on it) wait, so the count is final.
 */
export async function deleteBank(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(banks).where(ofIsland(caller, id)).for('update');
    if (!before) throw notFound(BANK_MESSAGES.notFound);
    const [usage] = await tx.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.bankId, id));
    if (usage!.n > 0) throw refused(BANK_MESSAGES.inUse(usage!.n));
    await tx.delete(banks).where(eq(banks.id, id));
    await audit(tx, caller, {
      action: 'bank.delete',
      entityId: id,
      before: toBankView(before),
    });
  });
}
