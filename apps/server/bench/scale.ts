/**
 * Scale scenario of `npm run bench` (PostgreSQL only; docs/architecture.md, "Growing past one
 * machine"): one, two and three server processes on one database, receipt files in one folder and the
 * rate limits in Redis, driven by a load generator in its own process (bench/scale-load.ts):
 * 200 operators across 50 islands deciding a backlog of receipts, the bots handing in 1,000 receipts
 * a minute with their bank notices, and a probe timing a decision's event on another instance.
 * After each run the ledger is checked: no receipt decided twice, no deposit credited twice.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/connection';
import { bots, panelUsers } from '../src/db/schema';
import { hashAccessKey } from '../src/security/access-keys';
import { issueToken } from '../src/security/token';
import { answering, spawnServer, type ServerProcess } from '../test/server-process';
import type { ScalePlan, ScaleResult } from './scale-load';
import { freshPostgres, insertBenchAccount, insertBenchTenant } from './bench-data';

const ISLANDS = 50;
const OPERATORS = 200;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const BACKLOG_PER_ISLAND = Number(process.env.BENCH_SCALE_BACKLOG ?? 200);
const RECEIPTS_PER_MINUTE = 1000;
const THINK_MS = Number(process.env.BENCH_SCALE_THINK_MS ?? 1000);
const SETUPS = (process.env.BENCH_SCALE_INSTANCES ?? '1,2,3').split(',').map(Number);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The spawned servers' secret (server-process.ts), so the bench can hand its operators tokens. */
const JWT_SECRET = 'j'.repeat(40);
const root = path.resolve(import.meta.dirname, '../../..');

/** 50 islands with a bot, a notifier key, four operators and a backlog each; one probe island. */
async function seed(db: Db) {
  const plan = { operators: [] as string[], bots: [] as ScalePlan['bots'], probe: { token: '' } };
  for (let i = 0; i <= ISLANDS; i++) {
    const probe = i === ISLANDS;
    const intakeKey = `intake_scale_${i}_${'k'.repeat(16)}`;
    const tenantId = await insertBenchTenant(db, {
      name: `Isla Escala ${i}`,
      prefix: `e${i}`,
      intakeKeyHash: hashAccessKey(intakeKey),
    });
    const account = await insertBenchAccount(db, tenantId, String(i).padStart(22, '0'));
    const botKey = `bot_scale_${i}_${'b'.repeat(16)}`;
    await db.insert(bots).values({ tenantId, name: `Bot ${i}`, gatewayKeyHash: hashAccessKey(botKey) });
    const staff = await db
      .insert(panelUsers)
      .values(
        Array.from({ length: probe ? 1 : OPERATORS / ISLANDS }, (_, k) => ({
          username: `escala_${i}_${k}`,
          usernameKey: `escala_${i}_${k}`,
          email: `escala${i}_${k}@bench.local`,
          passwordHash: '-', // nobody signs in: the bench hands itself tokens
          rol: 5,
          tenantId,
        })),
      )
      .returning({ id: panelUsers.id, sessionVersion: panelUsers.sessionVersion });
    const tokens = staff.map((user) => issueToken(user, JWT_SECRET));
    if (probe) plan.probe.token = tokens[0]!;
    else {
      plan.operators.push(...tokens);
      plan.bots.push({ key: botKey, intakeKey });
    }
    const backlog = probe ? SECONDS * 2 + 10 : BACKLOG_PER_ISLAND;
    await db.execute(sql`
      with players as (
        insert into clients (tenant_id, panel_username, phone, name)
        select ${tenantId}, 'e' || ${i} || 'j' || g, '549' || lpad((${i} * 100000 + g)::text, 10, '0'), 'jugador ' || g
          from generate_series(1, ${backlog}) g
        returning id)
      insert into receipts (tenant_id, client_id, bank_account_id, file_key, file_type, amount)
      select ${tenantId}, id, ${account.id}, 'receipts/bench/' || id || '.png', 'png', 100000 + id % 5000000
        from players`);
  }
  for (const table of ['clients', 'receipts']) await db.execute(sql.raw(`analyze ${table}`));
  return plan;
}

function runLoadProcess(plan: ScalePlan): Promise<ScaleResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/scale-load.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_SCALE_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as ScaleResult)
        : reject(new Error(`load ${code}`)),
    ),
  );
}

/** Receipts decided more than once, and deposits credited more than once (or without a decision). */
async function ledgerCheck(db: Db) {
  const [twice] = await queryRows<{ decisions: number; histories: number }>(
    db,
    sql`select (select count(*)::int from (select entity_id from audit_log where entity = 'receipt'
                  group by entity_id having count(*) > 1) d) as decisions,
               (select count(*)::int from (select receipt_id from client_transactions where receipt_id is not null
                  group by receipt_id having count(*) > 1) h) as histories`,
  );
  const [credits] = await queryRows<{ approved: number; deposits: number }>(
    db,
    sql`select (select count(*)::int from receipts where status = 'approve') as approved,
               (select count(*)::int from fund_movements where transaction_type = 'DEPOSIT') as deposits`,
  );
  return {
    doubleDecisions: twice!.decisions + twice!.histories,
    doubleCredits: credits!.deposits - credits!.approved,
  };
}

const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;

async function runSetup(baseUrl: string, instances: number): Promise<number> {
  const url = await freshPostgres(baseUrl, 'scale');
  const database = openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'panel-scale-'));
  const servers: ServerProcess[] = [];
  try {
    await database.migrate();
    const seeded = await seed(database.db);
    for (let i = 0; i < instances; i++) {
      // One DATA_DIR for every instance: the receipt files of a one-machine run (S3 in production).
      servers.push(
        await spawnServer({ DATABASE_URL: url, DATA_DIR: dataDir, RATE_LIMIT_REDIS_URL: REDIS_URL }),
      );
    }
    await Promise.all(servers.map((s) => answering(s)));
    const result = await runLoadProcess({
      ...seeded,
      bases: servers.map((s) => `http://127.0.0.1:${s.port}`),
      seconds: SECONDS,
      receiptsPerMinute: RECEIPTS_PER_MINUTE,
      thinkMs: THINK_MS,
    });
    await Promise.all(servers.map((s) => s.stop()));
    const check = await ledgerCheck(database.db);
    const perSecond = result.decided / result.seconds;
    console.log(
      `${String(instances).padStart(2)} instance(s)  ${perSecond.toFixed(0).padStart(5)} decisions/s  ` +
        `step p50 ${ms(at(result.step, 0.5))} p95 ${ms(at(result.step, 0.95))} p99 ${ms(at(result.step, 0.99))}  ` +
        `errors ${result.errors}  ` +
        `handed in ${((result.handedIn * 60) / result.seconds).toFixed(0)}/min (${result.handInErrors} failed)  ` +
        `realtime ${result.realtime.length} samples p50 ${ms(at(result.realtime, 0.5))} p95 ${ms(at(result.realtime, 0.95))} (${result.realtimeMissed} missed)  ` +
        `double decisions ${check.doubleDecisions}  double credits ${check.doubleCredits}`,
    );
    if (Object.keys(result.failures).length > 0)
      console.log(`   failures: ${JSON.stringify(result.failures)}`);
    if (check.doubleDecisions !== 0 || check.doubleCredits !== 0)
      throw new Error('a receipt was decided or credited twice');
    return perSecond;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchScale(postgresUrl: string): Promise<void> {
  console.log(
    `\nScale — ${OPERATORS} operators over ${ISLANDS} islands, ${RECEIPTS_PER_MINUTE} receipts/min handed in with notices, ` +
      `${THINK_MS} ms between an operator's decisions, ${SECONDS} s per setup, ${os.cpus().length} cores shared by servers, PostgreSQL, Redis and the load generator`,
  );
  const figures: number[] = [];
  for (const instances of SETUPS) figures.push(await runSetup(postgresUrl, instances));
  if (figures.length > 1)
    console.log(
      `growth: ${figures.map((f) => `×${(f / figures[0]!).toFixed(2)}`).join(' → ')} (decisions/s vs one instance)`,
    );
}
