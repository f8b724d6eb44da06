/**
 * Audience scenario of `npm run bench`: an island of BENCH_AUDIENCE_PLAYERS players (100,000) with
 * BENCH_AUDIENCE_LOADS loads each (3): ledger DEPOSIT movements, each followed by a bonus or a bet
 * that must not count, in a valid balance chain. Then over HTTP the reach count and the CSV export
 * of every player, against the same work as hand-written SQL run directly. The export's time and
 * the server process's peak memory above its level before the export are printed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import { queryRows } from '../src/db/connection';
import { download, interleavedMedians, peakMemory } from './measure';
import { bulkInsert } from './summaries';
import { insertBenchIsland } from './bench-data';
import { record, was } from './issue12-baseline';
import { EVERYONE } from '../test/audience-filters';

const PLAYERS = Number(process.env.BENCH_AUDIENCE_PLAYERS ?? 100_000);
const LOADS = Number(process.env.BENCH_AUDIENCE_LOADS ?? 3);

async function seedPlayers(
  app: FastifyInstance,
): Promise<{ tenantId: number; token: string; rebuilt: string }> {
  const { tenantId, token } = await insertBenchIsland(
    app,
    { name: 'Isla Bench Público', prefix: 'bp' },
    { username: 'bench_publico', email: 'bench@publico.local', rol: 1 },
  );
  // Names that a CSV must quote or neutralise, so the escaping is part of the measure.
  const statements: SQL[] = [];
  statements.push(sql`
    insert into clients (tenant_id, panel_username, phone, name, created_at)
    select ${tenantId}, 'bp' || g, '549' || lpad(g::text, 10, '0'),
           case when g % 100 = 0 then '=HYPERLINK("x' || g || '")' else 'Jugador, "' || g || '"' end,
           now() - (400 + g % 300) * interval '1 day'
      from generate_series(1, ${PLAYERS}) g`);
  // Per player, movement 2k-1 is load k and movement 2k a bonus of a tenth of it (k even) or a bet
  // of half of it (k odd): only the loads count. Each movement starts from the previous one's
  // balance, which never drops below zero; dates grow with the ids, as the ledger writes them, stay
  // in the past and (up to 15 loads) follow the player's creation.
  statements.push(sql`
    with steps as (
      select c.id as client_id, k, step,
             case when step = 0 then 'DEPOSIT' when k % 2 = 0 then 'DEPOSITBONO' else 'GAMEDEBIT' end::movement_type as type,
             (100000 + (k * 7919 + c.id) % 5000000) / case when step = 0 then 1 when k % 2 = 0 then 10 else 2 end as amount,
             case when step = 1 and k % 2 = 1 then -1 else 1 end as sign
        from clients c cross join generate_series(1, ${LOADS}) k cross join generate_series(0, 1) step
       where c.tenant_id = ${tenantId}
    ), chained as (
      select *, sum(sign * amount) over (partition by client_id order by k, step) as after from steps
    )
    insert into fund_movements (client_id, external_transaction_id, transaction_type, amount, balance_before,
                                balance_after, ins_date, seq)
    select client_id, 'bp-' || client_id || '-' || k || '-' || step, type, amount, after - sign * amount, after,
           now() - ((client_id % 300) + (${LOADS} - k) * 7) * interval '1 day' - (1 - step) * interval '1 minute',
           row_number() over (partition by client_id order by k, step)
      from chained order by client_id, k, step`);
  const rebuilt = await bulkInsert(app, statements);
  for (const table of ['clients', 'fund_movements'])
    await app.db.execute(sql`analyze ${sql.identifier(table)}`);
  return { tenantId, token, rebuilt };
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
          select count(fm.id) as q, coalesce(sum(fm.amount), 0) as a,
                 (now() at time zone ${BUSINESS_TIME_ZONE})::date
                   - (coalesce(max(fm.ins_date), c.created_at) at time zone ${BUSINESS_TIME_ZONE})::date as d
            from clients c
            left join fund_movements fm on fm.client_id = c.id and fm.transaction_type = 'DEPOSIT'
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
    sql`select c.id, c.panel_username, c.phone, c.name, c.created_at, count(fm.id) as q,
               coalesce(sum(fm.amount), 0) as a, max(fm.ins_date) as last_at
          from clients c
          left join fund_movements fm on fm.client_id = c.id and fm.transaction_type = 'DEPOSIT'
         where c.tenant_id = ${tenantId}
         group by c.id
         order by c.id`,
  );
  return rows.length;
}

export async function benchAudienceExport(app: FastifyInstance, base: string): Promise<void> {
  const t0 = performance.now();
  const { tenantId, token, rebuilt } = await seedPlayers(app);
  console.log(
    `\nAudience CSV — ${PLAYERS.toLocaleString('en')} players, ${(PLAYERS * LOADS).toLocaleString('en')} loads (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${rebuilt})`,
  );
  const headers = { 'x-access-token': token };
  const query = new URLSearchParams(
    Object.entries(EVERYONE).map(([k, v]): [string, string] => [k, String(v)]),
  );

  const count = async () => {
    const response = await fetch(`${base}/api/audience/audience-clients-preview-count?${query}`, { headers });
    return ((await response.json()) as { count: number }).count;
  };
  const exportCsv = async () => {
    query.set('format', 'csv');
    const url = `${base}/api/audience/audience-clients-preview-data?${query}`;
    query.delete('format');
    const { bytes, lines } = await download(url, headers);
    // Quoted names hold no line breaks here: every LF ends a record.
    return { bytes, rows: lines - 1 };
  };

  const reach = await count();
  const direct = await handCount(app, tenantId);
  if (reach !== PLAYERS || direct !== PLAYERS)
    throw new Error(`reach ${reach}, hand count ${direct}, players ${PLAYERS}`);
  const [countMs, handCountMs] = await interleavedMedians(count, () => handCount(app, tenantId));
  record('alcance', { ms: countMs, ratio: countMs / handCountMs });
  console.log(
    `${'GET preview-count (Alcance), all players'.padEnd(44)} ${countMs.toFixed(0).padStart(7)} ms  hand SQL ${handCountMs.toFixed(0).padStart(6)} ms  ratio ${(countMs / handCountMs).toFixed(2)}${was('alcance')}`,
  );

  const timed = await peakMemory(async () => {
    const started = performance.now();
    const file = await exportCsv();
    return { ...file, ms: performance.now() - started };
  }, false);
  const { bytes, rows } = timed.result;
  if (rows !== PLAYERS) throw new Error(`exported ${rows} rows, expected ${PLAYERS}`);
  const [ms, handRowsMs] = await interleavedMedians(exportCsv, () => handRows(app, tenantId), 3);
  record('audience.csv', { ms, ratio: ms / handRowsMs });
  console.log(
    `${'GET preview-data format=csv, all players'.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  hand SQL ${handRowsMs.toFixed(0).padStart(6)} ms  ratio ${(ms / handRowsMs).toFixed(2)}  ${(bytes / 2 ** 20).toFixed(1)} MiB, ${rows.toLocaleString('en')} rows${was('audience.csv')}`,
  );
  const live = await peakMemory(exportCsv, true);
  console.log(
    `${'  memory above the start of the export'.padEnd(44)} peak RSS +${timed.mb.toFixed(1)} MiB, peak live heap +${live.mb.toFixed(1)} MiB`,
  );
}
