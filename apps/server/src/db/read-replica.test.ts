import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { startTestApp, testConfig, injectAs, type TestApp } from '../../test/test-app';
import { islandWithStaff } from '../../test/factories';
import { onPostgres } from '../../test/multi-instance/instances';
import { openDatabase, queryRows, type Database } from './connection';

/**
 * DATABASE_READ_URL (docs/architecture.md, "Growing past one machine"): the dashboard, its CSV and
 * the audiences' players read through the second connection; every write still goes to the primary.
 * A replica is stood in for by the same database, and by a role whose transactions are read-only.
 */
const RANGE = 'start=2024-05-10&end=2024-05-13';
const AUDIENCE =
  'chargesQuantityMin=0&chargesQuantityMax=10&daysInactiveMin=0&daysInactiveMax=30&chargeAmountMin=0&chargeAmountMax=1000';

function withUser(url: string, user: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  return u.toString();
}

describe.skipIf(!onPostgres)('DATABASE_READ_URL (PostgreSQL only: PGlite has no second connection)', () => {
  let t: TestApp;
  const reader = `panel_reader_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await startTestApp();
    // Roles belong to the server, not to this file's database: made and dropped beside it.
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create role ${reader} login`);
    await admin.query(`alter role ${reader} set default_transaction_read_only = on`);
    await t.db.execute(sql.raw(`grant select on all tables in schema public to ${reader}`));
  });
  afterAll(async () => {
    await t.close(); // drops the database first, so the role owns and holds nothing left
    await admin.query(`drop role if exists ${reader}`);
    await admin.end();
  });

  async function appReadingFrom(readUrl: string): Promise<{ app: FastifyInstance; database: Database }> {
    const database = openDatabase({
      databaseUrl: t.databaseUrl,
      databaseReadUrl: readUrl,
      dataDir: t.dataDir,
    });
    const app = await buildApp(testConfig(t.dataDir), { database });
    return { app, database };
  }

  async function heavyReadsAndAWrite(app: FastifyInstance) {
    const { staff } = await islandWithStaff(app, t.db);
    const token = staff[1].token;
    const answers = [
      await injectAs(app, token, 'POST', '/api/dashboard/cargas', { value: ['2024-05-10', '2024-05-13'] }),
      await injectAs(app, token, 'POST', '/api/dashboard/operador', { value: ['2024-05-10', '2024-05-13'] }),
      await injectAs(app, token, 'GET', `/api/dashboard/clients.csv?list=total&${RANGE}`),
      await injectAs(app, token, 'GET', `/api/audience/audience-clients-preview-count?${AUDIENCE}`),
      await injectAs(
        app,
        token,
        'GET',
        `/api/audience/audience-clients-preview-data?${AUDIENCE}&format=csv&name=x`,
      ),
    ];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const created = await injectAs(app, token, 'POST', '/api/audiences', {
      name: 'Réplica',
      chargesQuantityMin: 0,
      chargesQuantityMax: 10,
      daysInactiveMin: 0,
      daysInactiveMax: 30,
      chargeAmountMin: 0,
      chargeAmountMax: 1000,
    });
    expect(created.statusCode, created.body).toBe(201);
    return token;
  }

  it('pointed at the same database: the heavy reads answer and writes land', async () => {
    const { app, database } = await appReadingFrom(t.databaseUrl!);
    try {
      await heavyReadsAndAWrite(app);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('pointed at a connection that refuses writes: the heavy reads are served there, writes still go to the primary', async () => {
    const { app, database } = await appReadingFrom(withUser(t.databaseUrl!, reader));
    try {
      // The stand-in replica really refuses writes (25006: read_only_sql_transaction).
      await expect(database.readDb.execute(sql`create table nope (id int)`)).rejects.toMatchObject({
        cause: { code: '25006' },
      });
      const token = await heavyReadsAndAWrite(app);
      // The reads went through the reader's connections (still open in its pool).
      const [used] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from pg_stat_activity where usename = ${reader}`,
      );
      expect(used!.n).toBeGreaterThan(0);
      const list = await injectAs(app, token, 'GET', '/api/audiences');
      expect(list.json<{ name: string }[]>().map((a) => a.name)).toContain('Réplica');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
