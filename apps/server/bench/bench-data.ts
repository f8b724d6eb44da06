/** Data and databases the bench scenarios share. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Rol } from '@panel/domain/roles';
import type { Db } from '../src/db/connection';
import { bankAccounts, banks, islands, panelUsers } from '../src/db/schema';
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

/** A scenario's own island; returns its id. */
export async function insertBenchTenant(db: Db, island: typeof islands.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(islands).values(island).returning({ id: islands.id });
  return inserted!.id;
}

/**
 * A scenario's own island with one panel user of the given role, and that user's token: nobody signs
 * in as it, the bench hands itself the token.
 */
export async function insertBenchIsland(
  app: FastifyInstance,
  island: { name: string; prefix: string },
  user: { username: string; email: string; rol: Rol },
) {
  const tenantId = await insertBenchTenant(app.db, island);
  const [staff] = await app.db
    .insert(panelUsers)
    .values({ ...user, usernameKey: user.username, passwordHash: '-', tenantId })
    .returning();
  return { tenantId, user: staff!, token: issueToken(staff!, app.appConfig.jwtSecret) };
}

/**
 * `count` staff of one role in the island (usernames `bench_<label>_<n>`), with a token each: nobody
 * signs in as them, the bench hands itself the tokens.
 */
export async function insertBenchStaff(
  app: FastifyInstance,
  tenantId: number,
  staff: { rol: Rol; count: number; label: string },
): Promise<string[]> {
  const { rol, count, label } = staff;
  const users = await app.db
    .insert(panelUsers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `bench_${label}_${i}`,
        usernameKey: `bench_${label}_${i}`,
        email: `${label}${i}@bench.local`,
        passwordHash: '-',
        rol,
        tenantId,
      })),
    )
    .returning({ id: panelUsers.id, sessionVersion: panelUsers.sessionVersion });
  return users.map((u) => issueToken(u, app.appConfig.jwtSecret));
}

/**
 * `count` players of the island, usernames `<prefix><n>` and phones `<phonePrefix>` followed by n in
 * ten digits, in one statement.
 */
export async function insertBenchPlayers(
  db: Db,
  tenantId: number,
  players: { prefix: string; count: number; phonePrefix: string },
): Promise<void> {
  const { prefix, count, phonePrefix } = players;
  await db.execute(sql`
    insert into clients (tenant_id, panel_username, phone, name)
    select ${tenantId}, ${prefix}::text || g, ${phonePrefix}::text || lpad(g::text, 10, '0'), 'jugador ' || g
      from generate_series(1, ${count}) g`);
}

/** The island's receiving account `number`, of a bank whose limits no bench load reaches. */
export async function insertBenchAccount(db: Db, tenantId: number, number: string) {
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
  const [account] = await db
    .insert(bankAccounts)
    .values({ tenantId, bankId: bank!.id, name: 'Titular Bench', number })
    .returning();
  return account!;
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
