import { and, asc, eq, not } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import {
  BANK_ACCOUNT_MESSAGES as M,
  type BankAccountBody,
  type BankAccountView,
} from '@panel/domain/bank-accounts/bank-account-rules';
import type { Db, DbOrTx } from '../db/connection';
import { refusingDuplicates } from '../db/errors';
import { bankAccounts, banks } from '../db/schema';
import { auditOf } from '../db/audit-log';
import { forbidden, notFound, refused } from '../errors';
import { controlsWallets } from '@panel/domain/roles';
import type { Caller } from '@panel/domain/auth/caller';

const viewColumns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  bankId: bankAccounts.bankId,
  number: bankAccounts.number,
  active: bankAccounts.active,
  amount: bankAccounts.amount,
  bankname: banks.bankname,
};

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

const toView = ({ amount, bankname, ...row }: ViewRow): BankAccountView => ({
  ...row,
  amount: centavosToPesos(amount),
  bank: { id: row.bankId, bankname },
});

const selectViews = (db: DbOrTx) =>
  db.select(viewColumns).from(bankAccounts).innerJoin(banks, eq(banks.id, bankAccounts.bankId));

const ofIsland = (caller: Caller, id: number) =>
  and(eq(bankAccounts.id, id), eq(bankAccounts.tenantId, caller.tenantId));

async function findView(db: DbOrTx, caller: Caller, id: number): Promise<BankAccountView> {
  const [row] = await selectViews(db).where(ofIsland(caller, id));
  if (!row) throw notFound(M.notFound);
  return toView(row);
}

/** Locks the account row for the rest of the transaction; another island's account is a 404. */
async function lockAccount(tx: DbOrTx, caller: Caller, id: number) {
  const [row] = await tx.select().from(bankAccounts).where(ofIsland(caller, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The bank must be the caller island's; the key-share lock keeps it from being deleted meanwhile. */
async function lockBank(tx: DbOrTx, caller: Caller, bankId: number): Promise<void> {
  const [bank] = await tx
    .select({ id: banks.id })
    .from(banks)
    .where(and(eq(banks.id, bankId), eq(banks.tenantId, caller.tenantId)))
    .for('key share');
  if (!bank) throw notFound(M.bankNotFound);
}

const audit = auditOf('bank_account');

const snapshot = (row: typeof bankAccounts.$inferSelect) => ({
  name: row.name,
  bankId: row.bankId,
  number: row.number,
  active: row.active,
  amount: row.amount,
});

export async function listBankAccounts(db: Db, caller: Caller): Promise<BankAccountView[]> {
  const rows = await selectViews(db)
    .where(eq(bankAccounts.tenantId, caller.tenantId))
    .orderBy(asc(bankAccounts.id));
  return rows.map(toView);
}

export const readBankAccount = (db: Db, caller: Caller, id: number) => findView(db, caller, id);

export async function createBankAccount(
  db: Db,
  caller: Caller,
  body: BankAccountBody,
): Promise<BankAccountView> {
  const id = await refusingDuplicates(M.numberTaken, () =>
    db.transaction(async (tx) => {
      await lockBank(tx, caller, body.bankId!);
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          tenantId: caller.tenantId,
          bankId: body.bankId!,
          name: body.name.trim(),
          number: body.number.trim(),
          active: body.active ?? true,
        })
        .returning();
      await audit(tx, caller, { action: 'bank_account.create', entityId: row!.id, after: snapshot(row!) });
      return row!.id;
    }),
  );
  return findView(db, caller, id);
}

/**
 * Name, bank, CBU and status; the balance moves only through unloads (and approved receipts). Rol 3
 * saves the rest but never a different CBU (docs/features/roles.md 'Finer permissions').
 */
export async function updateBankAccount(
  db: Db,
  caller: Caller,
  id: number,
  body: BankAccountBody,
): Promise<BankAccountView> {
  await refusingDuplicates(M.numberTaken, () =>
    db.transaction(async (tx) => {
      const before = await lockAccount(tx, caller, id);
      if (body.number.trim() !== before.number && !controlsWallets(caller.rol)) throw forbidden(M.cbuLocked);
      await lockBank(tx, caller, body.bankId!);
      const [row] = await tx
        .update(bankAccounts)
        .set({
          bankId: body.bankId!,
          name: body.name.trim(),
          number: body.number.trim(),
          active: body.active ?? before.active,
        })
        .where(eq(bankAccounts.id, id))
        .returning();
      await audit(tx, caller, {
        action: 'bank_account.update',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
    }),
  );
  return findView(db, caller, id);
}

export async function toggleBankAccount(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ message: string; account: BankAccountView }> {
  const active = await db.transaction(async (tx) => {
    await lockAccount(tx, caller, id);
    const [row] = await tx
      .update(bankAccounts)
      .set({ active: not(bankAccounts.active) })
      .where(eq(bankAccounts.id, id))
      .returning({ active: bankAccounts.active });
    await audit(tx, caller, {
      action: 'bank_account.toggle',
      entityId: id,
      before: { active: !row!.active },
      after: { active: row!.active },
    });
    return row!.active;
  });
  return { message: active ? M.activated : M.deactivated, account: await findView(db, caller, id) };
}

/** A wallet that still holds money is not deleted: unload it first, so no balance vanishes unrecorded. */
export async function deleteBankAccount(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, caller, id);
    if (before.amount > 0) throw refused(M.hasBalance);
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
    await audit(tx, caller, { action: 'bank_account.delete', entityId: id, before: snapshot(before) });
  });
}

/**
 * Takes money out of the wallet (docs/features/bank-accounts.md). The balance read is the locked row's, never the
 * client's `currentAmount`, so concurrent unloads run one after another and none goes below zero.
 */
export async function unloadBankAccount(
  db: Db,
  caller: Caller,
  id: number,
  amountPesos: number,
): Promise<{ message: string; account: BankAccountView }> {
  const amount = pesosToCentavos(amountPesos);
  const after = await db.transaction(async (tx) => {
    const before = await lockAccount(tx, caller, id);
    if (amount > before.amount) throw refused(M.unloadAboveBalance(before.amount));
    const [row] = await tx
      .update(bankAccounts)
      .set({ amount: before.amount - amount })
      .where(eq(bankAccounts.id, id))
      .returning({ amount: bankAccounts.amount });
    await audit(tx, caller, {
      action: 'bank_account.unload',
      entityId: id,
      before: { amount: before.amount },
      after: { amount: row!.amount, unloaded: amount },
    });
    return row!.amount;
  });
  return { message: M.unloaded(amount, after), account: await findView(db, caller, id) };
}
