/**
 * Checker scenario of `npm run bench`: an island with BENCH_CHECKER_RECEIPTS (10,000) pending
 * receipts and N operators, each looping pendingids → get → put over HTTP as the /checker screen does
 * (put: 6 in 10 approve, moving money; the rest reject or defer). The same loop then runs against a
 * bare Fastify app whose three routes each run one SQL statement (no session, no validation, no
 * transaction, no money), and the ratio of the two throughputs is printed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/connection';
import { pendingIds } from '../src/receipts/receipt-queries';
import { formatRow, runLoad, type LoadResult } from './load';
import {
  DECISION_MIX,
  insertBenchAccount,
  insertBenchPlayers,
  insertBenchStaff,
  insertBenchTenant,
} from './bench-data';

export const RECEIPTS = Number(process.env.BENCH_CHECKER_RECEIPTS ?? 10_000);
const PLAYERS = Math.max(1, Math.floor(RECEIPTS / 5));

/** An island with RECEIPTS pending receipts and `workers` operators (usernames `bench_<label>_<n>`). */
export async function seedQueue(app: FastifyInstance, workers: number, label = 'operador') {
  const tenantId = await insertBenchTenant(app.db, {
    name: `Isla Bench ${label}`,
    prefix: 'bc',
    bonusPercent: 10,
  });
  const tokens = await insertBenchStaff(app, tenantId, { rol: 5, count: workers, label });
  const account = await insertBenchAccount(app.db, tenantId, '0'.repeat(22));
  await insertBenchPlayers(app.db, tenantId, { prefix: 'bc', count: PLAYERS, phonePrefix: '549' });
  // Five past loads per player, so each get carries a real history.
  await app.db.execute(sql`
    insert into client_transactions (client_id, bank_account_id, amount, charged, created_at, updated_at)
    select c.id, ${account.id}, 100000 + (k * 7919 + c.id) % 5000000, (k + c.id) % 5 <> 0,
           now() - k * interval '1 day', now() - k * interval '1 day'
      from clients c cross join generate_series(1, 5) k
     where c.tenant_id = ${tenantId}`);
  await app.db.execute(sql`
    insert into receipts (tenant_id, client_id, bank_account_id, file_key, file_type, amount, created_at, updated_at)
    select ${tenantId}, c.id, ${account.id}, 'receipts/bench/' || g || '.png', 'png',
           100000 + (g * 7919) % 5000000, now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(1, ${RECEIPTS}) g
      join clients c on c.tenant_id = ${tenantId} and c.panel_username = 'bc' || (1 + g % ${PLAYERS})`);
  for (const table of ['clients', 'client_transactions', 'receipts'])
    await app.db.execute(sql.raw(`analyze ${table}`));
  return { tenantId, tokens };
}

/** The three calls as single statements, the floor any implementation of them pays. */
async function bareApp(
  app: FastifyInstance,
  tenantId: number,
): Promise<{ base: string; close(): Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/pendingids', async () => pendingIds(app.db, tenantId));
  bare.get<{ Params: { id: string } }>('/get/:id', async (request) => {
    const [row] = await queryRows(
      app.db,
      sql`select r.*, c.panel_username, c.phone, a.name as account_name, b.bankname
            from receipts r join clients c on c.id = r.client_id
            left join bank_accounts a on a.id = r.bank_account_id left join banks b on b.id = a.bank_id
           where r.id = ${Number(request.params.id)} and r.tenant_id = ${tenantId}`,
    );
    return row ?? {};
  });
  bare.post<{ Params: { id: string }; Body: { status: string; reason?: string } }>(
    '/put/:id',
    async (request, reply) => {
      const rows = await queryRows(
        app.db,
        sql`update receipts set status = ${request.body.status}::receipt_status, reason = ${request.body.reason ?? null},
                 decided_at = now(), updated_at = now()
           where id = ${Number(request.params.id)} and tenant_id = ${tenantId} and status = 'pending' returning id`,
      );
      return rows.length ? { id: Number(request.params.id) } : reply.status(422).send({});
    },
  );
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: () => bare.close() };
}

interface Counts {
  conflicts: number;
  decided: number;
}

/** One operator's cycle: the queue, one receipt of it, a decision. A 422 (someone else decided first) is expected. */
function cycle(base: string, headersFor: (worker: number) => Record<string, string>, counts: Counts) {
  let turn = 0;
  return async (worker: number): Promise<boolean> => {
    const headers = headersFor(worker);
    const ids = (await (await fetch(`${base}/pendingids`, { headers })).json()) as number[];
    if (ids.length === 0) return false;
    // Operators work different parts of the queue, as people skipping around it do.
    const id = ids[(worker * 997 + turn++ * 31) % ids.length]!;
    const got = await fetch(`${base}/get/${id}`, { headers });
    if (!got.ok) return false;
    await got.arrayBuffer();
    const decision = DECISION_MIX[turn % DECISION_MIX.length]!;
    const put = await fetch(`${base}/put/${id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(decision),
    });
    await put.arrayBuffer();
    if (put.status === 422) counts.conflicts++;
    else if (put.ok) counts.decided++;
    return put.ok || put.status === 422;
  };
}

export async function measure(
  options: { workers: number; durationMs: number },
  call: (worker: number) => Promise<boolean>,
): Promise<LoadResult> {
  await runLoad({ workers: options.workers, durationMs: 1000, maxCalls: 1_000 }, call); // warm-up
  return runLoad({ workers: options.workers, durationMs: options.durationMs, maxCalls: 50_000 }, call);
}

export async function benchChecker(
  app: FastifyInstance,
  base: string,
  options: { workers: number; durationMs: number },
): Promise<void> {
  const { tenantId, tokens } = await seedQueue(app, options.workers);
  console.log(
    `checker — ${RECEIPTS.toLocaleString('en')} pending receipts, ${options.workers} operators looping pendingids → get → put`,
  );

  const bare = await bareApp(app, tenantId);
  const bareCounts: Counts = { conflicts: 0, decided: 0 };
  let bareResult: LoadResult;
  try {
    bareResult = await measure(
      options,
      cycle(bare.base, () => ({}), bareCounts),
    );
  } finally {
    await bare.close();
  }
  // The API loop starts from the same full queue.
  await app.db.execute(
    sql`update receipts set status = 'pending', reason = null, decided_at = null where tenant_id = ${tenantId}`,
  );

  const apiCounts: Counts = { conflicts: 0, decided: 0 };
  const apiResult = await measure(
    options,
    cycle(`${base}/api`, (worker) => ({ 'x-access-token': tokens[worker % tokens.length]! }), apiCounts),
  );
  console.log(formatRow('API cycle (auth, zod, locked money tx)', apiResult));
  console.log(formatRow('bare Fastify cycle (3 single statements)', bareResult));
  console.log(
    `${'API ÷ bare throughput'.padEnd(44)} ${(apiResult.perSecond / bareResult.perSecond).toFixed(2)}` +
      `  (decisions ${apiCounts.decided}, 422 conflicts ${apiCounts.conflicts}; bare ${bareCounts.decided}/${bareCounts.conflicts})`,
  );
}
