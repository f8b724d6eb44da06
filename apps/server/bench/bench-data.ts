/** Data and databases the bench scenarios share. */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Rol } from '@panel/domain/roles';
import type { Db } from '../src/db/connection';
import { banks, islands, panelUsers } from '../src/db/schema';
import { issueToken } from '../src/security/token';

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

/**
 * A scenario's own island with one panel user of the given role, and that user's token: nobody signs
 * in as it, the bench hands itself the token.
 */
export async function insertBenchIsland(
  app: FastifyInstance,
  island: { name: string; prefix: string },
  user: { username: string; email: string; rol: Rol },
) {
  const [inserted] = await app.db.insert(islands).values(island).returning();
  const tenantId = inserted!.id;
  const [staff] = await app.db
    .insert(panelUsers)
    .values({ ...user, usernameKey: user.username, passwordHash: '-', tenantId })
    .returning();
  return { tenantId, user: staff!, token: issueToken(staff!, app.appConfig.jwtSecret) };
}

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
