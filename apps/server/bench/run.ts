/**
 * `npm run bench`: throughput and latency of the API over real HTTP on this machine, on embedded
 * PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL. Not a test: it
 * prints figures. Each scenario is bounded in time and calls, and talks only to 127.0.0.1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/seed/demo-seed';
import { formatRow, runLoad } from './load';
import { benchChecker } from './checker';
import { benchAudienceExport } from './audience-export';
import { benchDashboard } from './dashboard';
import { benchLedgerHistory } from './ledger-history';
import { benchDbRecovery } from './db-recovery';
import { benchEvidence } from './evidence';
import { benchWeb } from './web';
import { printIssue12Table, useEngine } from './issue12-baseline';
import { benchScale } from './scale';
import { freshPostgres } from './bench-data';
import { benchTeamQueue } from './team-queue';
import { benchReceiptReading } from './receipt-reading';
import { benchCapacity } from './capacity';
import { benchPayouts } from './payouts';
import { benchOutbox } from './outbox';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const MAX_CALLS = 200_000;
const list = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()) : null);
/** BENCH_ONLY=dashboard,checker runs just those scenarios; BENCH_ENGINES=pglite (or postgres) just that engine. */
const ONLY = list(process.env.BENCH_ONLY);
const ENGINES = list(process.env.BENCH_ENGINES);
let failures = 0;

/**
 * Runs one engine or scenario unless the filter leaves it out. A failure is printed and counted and
 * the rest still run: one crash never hides the other figures.
 */
async function attempt(selected: string[] | null, name: string, run: () => Promise<void>): Promise<void> {
  if (selected && !selected.includes(name)) return;
  try {
    await run();
  } catch (error) {
    failures++;
    console.error(`\n${name} FAILED:`, error);
  }
}
const scenario = (name: string, run: () => Promise<void>) => attempt(ONLY, name, run);

async function benchEngine(label: string, databaseUrl: string | undefined): Promise<void> {
  useEngine(databaseUrl ? 'postgres' : 'pglite');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-bench-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      JWT_SECRET: 'b'.repeat(48),
      // Generating a data set inserts a million rows in one statement: on a busy machine that outlasts
      // the default 30 s limit. No measured call comes near either limit.
      DATABASE_STATEMENT_TIMEOUT_MS: '600000',
    }),
    databaseUrl,
  };
  const app = await buildApp(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Callers and server share one event loop here, and embedded PGlite blocks it while a scenario
  // generates its data (over a minute for the dashboard). The server's keep-alive timer and fetch's
  // then expire together: fetch reused a connection the server was closing with the request unread
  // (ECONNRESET). So idle connections are left to the client to close, which never races.
  app.server.keepAliveTimeout = 0;
  try {
    const signin = () =>
      fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'aprobador', password: DEMO_PASSWORD }),
      });
    const { accessToken } = (await (await signin()).json()) as { accessToken: string };
    const headers = { 'x-access-token': accessToken };
    const get = (url: string) => async () => (await fetch(`${base}${url}`, { headers })).ok;

    console.log(`\n${label} — ${WORKERS} concurrent callers, ${DURATION_MS / 1000} s per scenario`);
    await scenario('api', async () => {
      for (const [name, call] of [
        ['GET /api/pendingids (token + role check)', get('/api/pendingids')],
        ['GET /api/this/tenants (header)', get('/api/this/tenants')],
        ['GET /api/this/botstate (header)', get('/api/this/botstate')],
      ] as const) {
        // A short unmeasured run first: connection pool, JIT and caches warm up outside the figures.
        await runLoad({ workers: WORKERS, durationMs: 1000, maxCalls: MAX_CALLS }, call);
        const result = await runLoad(
          { workers: WORKERS, durationMs: DURATION_MS, maxCalls: MAX_CALLS },
          call,
        );
        console.log(formatRow(name, result));
      }
      // Sign-in is deliberately slow (scrypt) and rate limited per IP and username: measured with a few calls (one slot already used above).
      const signins = await runLoad(
        { workers: 2, durationMs: DURATION_MS, maxCalls: 9 },
        async () => (await signin()).ok,
      );
      console.log(formatRow('POST /api/auth/signin (scrypt, 9 calls)', signins));
    });
    // Before checker: the demo island's pending receipts are what the web scenario shows.
    await scenario('web', () => benchWeb(app, base));
    await scenario('checker', () => benchChecker(app, base, { workers: WORKERS, durationMs: DURATION_MS }));
    await scenario('team-queue', () => benchTeamQueue(app, base, { durationMs: DURATION_MS }));
    await scenario('capacity', () => benchCapacity(app, base, { durationMs: DURATION_MS }));
    await scenario('payouts', () => benchPayouts(app, base, { durationMs: DURATION_MS }));
    await scenario('outbox', () => benchOutbox(app, base, { durationMs: DURATION_MS }));
    await scenario('audience-export', () => benchAudienceExport(app, base));
    await scenario('dashboard', () => benchDashboard(app, base, headers));
    await scenario('ledger-history', () => benchLedgerHistory(app, base));
    await scenario('evidence', () => benchEvidence(app, base));
    if (databaseUrl)
      await scenario('db-recovery', () =>
        benchDbRecovery(base, headers, databaseUrl, { workers: WORKERS, drops: 5 }),
      );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await attempt(ENGINES, 'pglite', () => benchEngine('PGlite (embedded)', undefined));
await scenario('receipt-reading', benchReceiptReading); // no database: the reading pool and parser alone
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl)
  await attempt(ENGINES, 'postgres', async () =>
    benchEngine('PostgreSQL', await freshPostgres(postgresUrl, 'run')),
  );
else console.log('\nPostgreSQL: set BENCH_DATABASE_URL to measure it too.');
// Its own databases and server processes (bench/scale.ts); BENCH_ONLY=scale BENCH_ENGINES=none runs it alone.
if (postgresUrl) await scenario('scale', () => benchScale(postgresUrl));
printIssue12Table();
if (failures > 0) {
  console.error(`\n${failures} failed (scenarios or engines, see above): their figures are missing.`);
  process.exitCode = 1;
}
