/**
 * Audience scenario of `npm run bench`: an island of BENCH_AUDIENCE_PLAYERS players (100,000) with
 * BENCH_AUDIENCE_LOADS loads each (3, four in five charged), then over HTTP the reach count and the
 * CSV export of every player, against the same work as hand-written SQL run directly. The export's
 * time and the server process's peak memory above its level before the export are printed.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import { queryRows } from '../src/db/connection';
import { islands, panelUsers } from '../src/db/schema';
import { issueToken } from '../src/auth/token';

const PLAYERS = Number(process.env.BENCH_AUDIENCE_PLAYERS ?? 100_000);
const LOADS = Number(process.env.BENCH_AUDIENCE_LOADS ?? 3);
const RUNS = 5;

/** Every player: the widest filters the rules allow. */
const EVERYONE = {
  chargesQuantityMin: 0,
  chargesQuantityMax: 9999,
  daysInactiveMin: 0,
  daysInactiveMax: 9999,
  chargeAmountMin: 0,
  chargeAmountMax: 9999999,
};

async function seedPlayers(app: FastifyInstance): Promise<{ tenantId: number; token: string }> {
  const [island] = await app.db
    .insert(islands)
    .values({ name: 'Isla Bench Público', prefix: 'bp' })
    .returning();
  const tenantId = island!.id;
  // Nobody signs in as this user: the bench hands itself a token.
  const [admin] = await app.db
    .insert(panelUsers)
    .values({ username: 'bench_publico', email: 'bench@publico.local', passwordHash: '-', rol: 1, tenantId })
    .returning();
  // Names that a CSV must quote or neutralise, so the escaping is part of the measure.
  await app.db.execute(sql`
    insert into clients (tenant_id, panel_username, phone, name, created_at)
    select ${tenantId}, 'bp' || g, '549' || lpad(g::text, 10, '0'),
           case when g % 100 = 0 then '=HYPERLINK("x' || g || '")' else 'Jugador, "' || g || '"' end,
           now() - (g % 700) * interval '1 day'
      from generate_series(1, ${PLAYERS}) g`);
  await app.db.execute(sql`
    insert into client_transactions (client_id, amount, charged, created_at, updated_at)
    select c.id, 100000 + (k * 7919 + c.id) % 5000000, (k + c.id) % 5 <> 0,
           now() - ((c.id + k * 13) % 365) * interval '1 day', now()
      from clients c cross join generate_series(1, ${LOADS}) k
     where c.tenant_id = ${tenantId}`);
  await app.db.execute(sql`analyze clients`);
  await app.db.execute(sql`analyze client_transactions`);
  return { tenantId, token: issueToken(admin!.id, app.appConfig.jwtSecret) };
}

/** A hand-written statement run directly, tuned as the API's own reads are (no JIT). */
function direct<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(tx, query);
  });
}

/** The reach as one hand-written statement: a grouped join instead of the API's per-player aggregate. */
async function handCount(app: FastifyInstance, tenantId: number): Promise<number> {
  const [row] = await direct<{ n: number | string }>(
    app,
    sql`select count(*)::int as n from (
          select count(t.id) as q, coalesce(sum(t.amount), 0) as a,
                 (now() at time zone ${BUSINESS_TIME_ZONE})::date
                   - (coalesce(max(t.created_at), c.created_at) at time zone ${BUSINESS_TIME_ZONE})::date as d
            from clients c left join client_transactions t on t.client_id = c.id and t.charged
           where c.tenant_id = ${tenantId}
           group by c.id
        ) s
        where q between 0 and 9999 and a between 0 and 999999900 and d between 0 and 9999`,
  );
  return Number(row!.n);
}

/** Every player's CSV fields in one hand-written statement, all rows at once (no paging, no CSV text). */
async function handRows(app: FastifyInstance, tenantId: number): Promise<number> {
  const rows = await direct<unknown>(
    app,
    sql`select c.id, c.panel_username, c.phone, c.name, c.created_at, count(t.id) as q,
               coalesce(sum(t.amount), 0) as a, max(t.created_at) as last_at
          from clients c left join client_transactions t on t.client_id = c.id and t.charged
         where c.tenant_id = ${tenantId}
         group by c.id
         order by c.id`,
  );
  return rows.length;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

// A forced collection before each sample measures what the export really keeps alive, not garbage
// the collector has not reached yet.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * What `run` costs in memory, above the level when it started: the peak resident set (sampled every
 * 10 ms, no forced collection) or, with `live`, the peak live heap (collected before each 50 ms sample).
 */
async function peakMemory<T>(run: () => Promise<T>, live: boolean): Promise<{ result: T; mb: number }> {
  const read = () => {
    if (!live) return process.memoryUsage().rss;
    collectGarbage();
    return process.memoryUsage().heapUsed;
  };
  const start = read();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, read())), live ? 50 : 10);
  try {
    const result = await run();
    return { result, mb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export async function benchAudienceExport(app: FastifyInstance, base: string): Promise<void> {
  const t0 = performance.now();
  const { tenantId, token } = await seedPlayers(app);
  console.log(
    `\nAudience CSV — ${PLAYERS.toLocaleString('en')} players, ${(PLAYERS * LOADS).toLocaleString('en')} loads (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const headers = { 'x-access-token': token };
  const query = new URLSearchParams(
    Object.entries(EVERYONE).map(([k, v]): [string, string] => [k, String(v)]),
  );

  const count = async () => {
    const response = await fetch(`${base}/api/audience/audience-clients-preview-count?${query}`, { headers });
    return ((await response.json()) as { count: number }).count;
  };
  /** Reads the stream chunk by chunk and keeps only counts, as a browser saving the file would. */
  const exportCsv = async () => {
    query.set('format', 'csv');
    const response = await fetch(`${base}/api/audience/audience-clients-preview-data?${query}`, { headers });
    query.delete('format');
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      bytes += buffer.length;
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
    }
    // Quoted names hold no line breaks here: every LF ends a record.
    return { bytes, rows: lines - 1 };
  };

  const reach = await count();
  const direct = await handCount(app, tenantId);
  if (reach !== PLAYERS || direct !== PLAYERS)
    throw new Error(`reach ${reach}, hand count ${direct}, players ${PLAYERS}`);
  const countMs = await median(count);
  const handCountMs = await median(() => handCount(app, tenantId));
  console.log(
    `${'GET preview-count (Alcance), all players'.padEnd(44)} ${countMs.toFixed(0).padStart(7)} ms  hand SQL ${handCountMs.toFixed(0).padStart(6)} ms  ratio ${(countMs / handCountMs).toFixed(2)}`,
  );

  const timed = await peakMemory(async () => {
    const started = performance.now();
    const file = await exportCsv();
    return { ...file, ms: performance.now() - started };
  }, false);
  const { bytes, rows, ms } = timed.result;
  if (rows !== PLAYERS) throw new Error(`exported ${rows} rows, expected ${PLAYERS}`);
  const handRowsMs = await median(() => handRows(app, tenantId));
  console.log(
    `${'GET preview-data format=csv, all players'.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  hand SQL ${handRowsMs.toFixed(0).padStart(6)} ms  ratio ${(ms / handRowsMs).toFixed(2)}  ${(bytes / 2 ** 20).toFixed(1)} MiB, ${rows.toLocaleString('en')} rows`,
  );
  const live = await peakMemory(exportCsv, true);
  console.log(
    `${'  memory above the start of the export'.padEnd(44)} peak RSS +${timed.mb.toFixed(1)} MiB, peak live heap +${live.mb.toFixed(1)} MiB`,
  );
}
