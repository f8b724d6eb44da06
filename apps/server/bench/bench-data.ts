/** Data and databases the bench scenarios share. */
import pg from 'pg';
import type { Db } from '../src/db/connection';
import { banks } from '../src/db/schema';

/** Six in ten approve (moving money); the rest reject or defer, as an operator's day goes. */
export const DECISION_MIX = [
  { status: 'approve' },
  { status: 'approve' },
  { status: 'approve' },
  { status: 'approve' },
  { status: 'approve' },
  { status: 'approve' },
  { status: 'rejected', reason: 'AMOUNT_NOT_MATCH' },
  { status: 'rejected', reason: 'FAKE_IMAGE' },
  { status: 'notfound', reason: 'NOT_FOUND' },
  { status: 'notfound', reason: 'ASK_BA_OWNER' },
] as const;

/** A bank whose limits no bench load reaches. */
export async function insertBenchBank(db: Db, tenantId: number) {
  const [bank] = await db
    .insert(banks)
    .values({
      tenantId,
      bankname: 'Banco Bench',
      transacBottomLimit: 1,
      transacTopLimit: 10 ** 12,
      dailyTopLimit: 10 ** 12,
      monthlyTopLimit: 10 ** 12,
      topLimitInUse: 10 ** 12,
      dailyTransacLimit: 10 ** 6,
    })
    .returning();
  return bank!;
}

/** A fresh database named after the given one (…/bench12 + run → bench12_run), so benches on other databases never meet. */
export async function freshPostgres(url: string, suffix: string): Promise<string> {
  const u = new URL(url);
  const name = `${u.pathname.slice(1) || 'panel'}_${suffix}`.replace(/[^\w]/g, '_');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  u.pathname = `/${name}`;
  return u.toString();
}
