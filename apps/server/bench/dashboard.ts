/**
 * Dashboard scenario of `npm run bench`: an island of BENCH_DASHBOARD_PLAYERS players (100,000),
 * BENCH_DASHBOARD_MOVEMENTS ledger movements (1,000,000) and BENCH_DASHBOARD_RECEIPTS receipts
 * (200,000, decided ones audited with their response time), spread over two years and generated in
 * bulk SQL. Then each dashboard endpoint over HTTP for a one-month and a one-year range, against the
 * same figures as one hand-written statement run directly (median of 5 each, and the ratio), and
 * the CSV export of every player: time and the server process's peak memory.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, businessDay, type DayRange } from '@panel/domain/date-range';
import { BUSINESS_TIME_ZONE } from '@panel/domain/dates';
import { bucketUnit, INACTIVITY_DAYS, SHIFTS } from '@panel/domain/dashboard/dashboard-stats';
import { queryRows } from '../src/db/connection';
import { download, interleavedMedians, peakMemory } from './measure';
import { bulkInsert } from './summaries';
import { insertBenchIsland } from './bench-data';
import { benchQueueFreeze } from './queue-freeze';
import { record, was } from './issue12-baseline';

const PLAYERS = Number(process.env.BENCH_DASHBOARD_PLAYERS ?? 100_000);
const MOVEMENTS = Number(process.env.BENCH_DASHBOARD_MOVEMENTS ?? 1_000_000);
const RECEIPTS = Number(process.env.BENCH_DASHBOARD_RECEIPTS ?? 200_000);
const SPAN_SECONDS = 730 * 86_400;
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

async function seed(app: FastifyInstance): Promise<{ tenantId: number; token: string; rebuilt: string }> {
  const {
    tenantId,
    user: admin,
    token,
  } = await insertBenchIsland(
    app,
    { name: 'Isla Bench Estadísticas', prefix: 'be' },
    { username: 'bench_estadisticas', email: 'bench@estadisticas.local', rol: 1 },
  );
  const statements: SQL[] = [];
  statements.push(sql`
    insert into clients (tenant_id, panel_username, phone, created_at)
    select ${tenantId}, 'be' || g, '549' || lpad(g::text, 10, '0'),
           now() - ((g * 7919) % ${SPAN_SECONDS}) * interval '1 second'
      from generate_series(1::bigint, ${PLAYERS}) g`);
  // Players numbered 0..n-1, so generated rows can pick one by arithmetic.
  const players = sql`(select id, (row_number() over (order by id) - 1)::int as n from clients where tenant_id = ${tenantId})`;
  statements.push(sql`
    insert into fund_movements (client_id, external_transaction_id, transaction_type, amount, balance_before, balance_after, ins_date, seq)
    select p.id, 'bd-' || k,
           (array['DEPOSIT','DEPOSIT','DEPOSIT','DEPOSIT','DEPOSITBONO','GAMEDEBIT','GAMEDEBIT','GAMEDEBIT','GAMECREDIT','WITHDRAW'])[k % 10 + 1]::movement_type,
           100000 + (k * 104729) % 5000000, 0, 100000 + (k * 104729) % 5000000,
           now() - ((k * 37) % ${SPAN_SECONDS}) * interval '1 second',
           row_number() over (partition by p.id order by k)
      from generate_series(1::bigint, ${MOVEMENTS}) k
      join ${players} p on p.n = (k * 7919) % ${PLAYERS}
     order by k`);
  statements.push(sql`
    insert into receipts (tenant_id, client_id, file_key, file_type, amount, status, decided_at, created_at, updated_at)
    select ${tenantId}, p.id, 'bench/receipt.png', 'png', 100000 + (k * 104729) % 5000000,
           (array['approve','approve','approve','approve','approve','approve','approve','rejected','notfound','pending'])[k % 10 + 1]::receipt_status,
           null, now() - ((k * 53) % ${SPAN_SECONDS}) * interval '1 second', now()
      from generate_series(1::bigint, ${RECEIPTS}) k
      join ${players} p on p.n = (k * 31) % ${PLAYERS}`);
  statements.push(sql`
    insert into client_transactions (client_id, receipt_id, amount, bonus_amount, charged, created_at, updated_at)
    select client_id, id, amount, case when id % 2 = 0 then amount / 10 else 0 end, true, created_at, created_at
      from receipts where tenant_id = ${tenantId} and status = 'approve'`);
  statements.push(sql`
    insert into audit_log (tenant_id, actor_user_id, action, entity, entity_id, decision_ms, created_at)
    select ${tenantId}, ${admin.id}, 'receipt.' || status, 'receipt', id, (id * 7919) % 3600000,
           created_at + ((id * 7919) % 3600000) * interval '1 millisecond'
      from receipts where tenant_id = ${tenantId} and status <> 'pending'`);
  const rebuilt = await bulkInsert(app, statements);
  for (const table of ['clients', 'fund_movements', 'receipts', 'client_transactions', 'audit_log'])
    await app.db.execute(sql`analyze ${sql.identifier(table)}`);
  return { tenantId, token, rebuilt };
}

/** 00:00 of a Buenos Aires day (UTC-3 all year): the hand statements take instants, not days. */
const midnight = (day: string) => new Date(`${day}T00:00:00-03:00`);

/** The same figures as each endpoint, each written by hand as one direct statement. */
function handStatements(tenantId: number, range: DayRange): Record<string, SQL> {
  const [from, to] = [midnight(range.start), midnight(range.end)];
  const unit = sql.raw(`'${bucketUnit(range)}'`);
  const credits = sql`from fund_movements fm join clients c on c.id = fm.client_id
    where c.tenant_id = ${tenantId} and fm.transaction_type in ('DEPOSIT', 'DEPOSITBONO')
      and fm.ins_date >= ${from} and fm.ins_date < ${to}`;
  const hour = (column: string) =>
    sql.raw(`extract(hour from ${column} at time zone '${BUSINESS_TIME_ZONE}')`);
  const shift = (column: string) =>
    sql.join(
      SHIFTS.map(
        (s, i) =>
          sql`when ${hour(column)} >= ${sql.raw(String(s.from))} and ${hour(column)} < ${sql.raw(String(s.to))} then ${sql.raw(String(i))}`,
      ),
      sql` `,
    );
  const reference = new Date(Math.min(to.getTime(), Date.now()));
  const idle = (days: number) => new Date(reference.getTime() - days * 86_400_000);
  return {
    cargas: sql`select date_trunc(${unit}, fm.ins_date at time zone ${ZONE}) as bucket,
        count(*) filter (where fm.transaction_type = 'DEPOSIT') as cantidad,
        count(*) filter (where fm.transaction_type = 'DEPOSITBONO') as cantidadbono,
        sum(fm.amount) filter (where fm.transaction_type = 'DEPOSIT') as valor,
        sum(fm.amount) filter (where fm.transaction_type = 'DEPOSITBONO') as valorbono,
        count(distinct fm.client_id) filter (where fm.transaction_type = 'DEPOSIT') as clientes
      ${credits} group by grouping sets ((1), ())`,
    trans: sql`select count(*) as total, count(*) filter (where status = 'approve') as aprobados,
        count(*) filter (where status = 'pending') as pendientes,
        count(*) filter (where status = 'notfound') as pospuestos,
        count(*) filter (where status = 'rejected') as rechazados,
        count(*) filter (where status = 'approve' and exists (
          select 1 from client_transactions ct where ct.receipt_id = r.id and ct.bonus_amount > 0)) as bonus
      from receipts r where tenant_id = ${tenantId} and created_at >= ${from} and created_at < ${to}`,
    valor: sql`select sum(amount) filter (where kind = 'DEPOSIT') as total,
        avg(amount) filter (where kind = 'DEPOSIT') as promedio,
        sum(amount) filter (where kind = 'DEPOSITBONO') as totalbono,
        avg(amount) filter (where kind = 'DEPOSITBONO') as promediobono,
        ${sql.join(
          SHIFTS.map(
            (s) =>
              sql`sum(amount) filter (where kind = 'DEPOSIT' and h >= ${sql.raw(String(s.from))} and h < ${sql.raw(String(s.to))})`,
          ),
          sql`, `,
        )}
      from (select fm.transaction_type as kind, fm.amount, ${hour('fm.ins_date')} as h ${credits}) m`,
    operador: sql`select case ${shift('created_at')} end as shift, count(*), avg(decision_ms)
      from audit_log where tenant_id = ${tenantId} and decision_ms is not null
        and created_at >= ${from} and created_at < ${to} group by 1`,
    cliente: sql`with last_loads as (
        select fm.client_id, max(fm.ins_date) as last_load
        from fund_movements fm join clients c on c.id = fm.client_id
        where c.tenant_id = ${tenantId} and fm.transaction_type = 'DEPOSIT' and fm.ins_date < ${to}
        group by fm.client_id)
      select count(*) as total, count(*) filter (where c.created_at >= ${from}) as nuevos,
        count(*) filter (where l.last_load >= ${from}) as activos,
        ${sql.join(
          INACTIVITY_DAYS.map(
            (d) =>
              sql`count(*) filter (where c.created_at <= ${idle(d)} and (l.last_load is null or l.last_load < ${idle(d)}))`,
          ),
          sql`, `,
        )}
      from clients c left join last_loads l on l.client_id = c.id
      where c.tenant_id = ${tenantId} and c.created_at < ${to}`,
    csv: sql`select id, panel_username, phone, to_char(created_at at time zone ${ZONE}, 'DD-MM-YYYY')
      from clients where tenant_id = ${tenantId} and created_at < ${to} order by id`,
  };
}

const row = (label: string, apiMs: number, handMs: number, extra = '') =>
  `${label.padEnd(44)} ${apiMs.toFixed(0).padStart(7)} ms  hand SQL ${handMs.toFixed(0).padStart(6)} ms  ratio ${(apiMs / handMs).toFixed(2)}${extra}`;

export async function benchDashboard(
  app: FastifyInstance,
  base: string,
  operatorHeaders: Record<string, string>,
): Promise<void> {
  const t0 = performance.now();
  const { tenantId, token, rebuilt } = await seed(app);
  console.log(
    `\nDashboard — ${PLAYERS.toLocaleString('en')} players, ${MOVEMENTS.toLocaleString('en')} movements, ${RECEIPTS.toLocaleString('en')} receipts over two years (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${rebuilt})`,
  );
  const headers = { 'x-access-token': token, 'content-type': 'application/json' };
  const today = businessDay(new Date());
  const ranges: [string, DayRange][] = [
    ['month', { start: addDays(today, -29), end: addDays(today, 1) }],
    ['year', { start: addDays(today, -364), end: addDays(today, 1) }],
  ];
  const calls: Record<string, () => Promise<unknown>> = {};
  for (const [label, range] of ranges) {
    const hand = handStatements(tenantId, range);
    for (const endpoint of ['cargas', 'trans', 'valor', 'cliente', 'operador']) {
      const call = async () => {
        const response = await fetch(`${base}/api/dashboard/${endpoint}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ value: [range.start, range.end] }),
        });
        if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${await response.text()}`);
        return (await response.json()) as { data: { total: number } };
      };
      calls[`${endpoint} (${label})`] = call;
      const answer = await call(); // warm-up: plan caches and buffers outside the figures
      if (endpoint === 'trans' || endpoint === 'cliente') {
        const [figures] = await queryRows<{ total: number | string }>(app.db, hand[endpoint]!);
        if (Number(figures!.total) !== answer.data.total)
          throw new Error(`${endpoint}: API ${answer.data.total}, hand SQL ${figures!.total}`);
      }
      const [apiMs, handMs] = await interleavedMedians(call, () => queryRows(app.db, hand[endpoint]!));
      record(`${endpoint} (${label})`, { ms: apiMs });
      console.log(
        row(`POST /api/dashboard/${endpoint} (${label})`, apiMs, handMs, was(`${endpoint} (${label})`)),
      );
    }
  }

  const [, year] = ranges[1]!;
  const csv = async () => {
    const started = performance.now();
    // 'total' is every player registered before the range ends: all of them.
    const query = new URLSearchParams({ list: 'total', start: year.start, end: year.end });
    const { bytes, lines } = await download(`${base}/api/dashboard/clients.csv?${query}`, headers);
    return { bytes, rows: lines - 1, ms: performance.now() - started };
  };
  const timed = await peakMemory(csv, false);
  if (timed.result.rows !== PLAYERS)
    throw new Error(`exported ${timed.result.rows} rows, expected ${PLAYERS}`);
  const { bytes, rows } = timed.result;
  const [ms, handMs] = await interleavedMedians(
    csv,
    () => queryRows(app.db, handStatements(tenantId, year).csv!),
    3,
  );
  record('clients.csv', { ms, ratio: ms / handMs });
  console.log(
    row(
      'GET /api/dashboard/clients.csv (total list)',
      ms,
      handMs,
      `  ${(bytes / 2 ** 20).toFixed(1)} MiB, ${rows.toLocaleString('en')} rows${was('clients.csv')}`,
    ),
  );
  const live = await peakMemory(csv, true);
  console.log(
    `${'  memory above the start of the export'.padEnd(44)} peak RSS +${timed.mb.toFixed(1)} MiB, peak live heap +${live.mb.toFixed(1)} MiB`,
  );

  await benchQueueFreeze(base, operatorHeaders, {
    'one-year dashboard': async () => {
      for (const [name, call] of Object.entries(calls)) if (name.endsWith('(year)')) await call();
    },
    'clients.csv': csv,
  });
}
