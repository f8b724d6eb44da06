/**
 * Ledger scenario of `npm run bench`: one player with BENCH_LEDGER_MOVEMENTS movements (100,000) in a
 * correct before/after chain over two years, generated in bulk SQL. Then, over HTTP (median of 5
 * after a warm-up): the history modal's first page, a filtered page (deposits only, one month,
 * page 2), the last page, getfunds (balance and last 5) and one deposit through the locked ledger.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, businessDay } from '@panel/domain/date-range';
import { HISTORY_PAGE_SIZE } from '@panel/domain/players/player-rules';
import { clients } from '../src/db/schema';
import { medianMs } from './measure';
import { bulkInsert } from './summaries';
import { insertBenchIsland } from './bench-data';
import { record, was } from './issue12-baseline';

const MOVEMENTS = Number(process.env.BENCH_LEDGER_MOVEMENTS ?? 100_000);
const SPAN_SECONDS = 730 * 86_400;

async function seed(app: FastifyInstance) {
  const { tenantId, token } = await insertBenchIsland(
    app,
    { name: 'Isla Bench Cajeros', prefix: 'bl' },
    { username: 'bench_cajero', email: 'bench@cajeros.local', rol: 3 },
  );
  const [player] = await app.db
    .insert(clients)
    .values({ tenantId, panelUsername: 'blhist0001', phone: '5491100000001', name: 'historial' })
    .returning();
  // A repeating cycle that never goes below zero: +1000, -300, +100, +50, -200 (×100 centavos).
  const rebuilt = await bulkInsert(app, [
    sql`
    with steps as (
      select k,
             (array['DEPOSIT','GAMEDEBIT','GAMECREDIT','DEPOSITBONO','WITHDRAW'])[k % 5 + 1]::movement_type as type,
             (array[100000, 30000, 10000, 5000, 20000])[k % 5 + 1]::bigint as amount,
             (array[1, -1, 1, 1, -1])[k % 5 + 1] as sign
        from generate_series(0::bigint, ${MOVEMENTS - 1}) k
    ), chained as (
      select *, sum(sign * amount) over (order by k) as after from steps
    )
    insert into fund_movements (client_id, external_transaction_id, transaction_type, amount, balance_before,
                                balance_after, brand, game, ins_date, seq)
    select ${player!.id}, 'bl-' || k, type, amount, after - sign * amount, after,
           case when type in ('GAMEDEBIT', 'GAMECREDIT') then 'Demo Slots' end,
           case when type in ('GAMEDEBIT', 'GAMECREDIT') then 'Ruleta' end,
           now() - (${SPAN_SECONDS} - k * ${SPAN_SECONDS} / ${MOVEMENTS}) * interval '1 second', k + 1
      from chained order by k`,
  ]);
  await app.db.execute(sql`analyze fund_movements`);
  return { username: player!.panelUsername, token, rebuilt };
}

export async function benchLedgerHistory(app: FastifyInstance, base: string): Promise<void> {
  const t0 = performance.now();
  const { username, token, rebuilt } = await seed(app);
  console.log(
    `\nLedger — one player with ${MOVEMENTS.toLocaleString('en')} movements over two years (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${rebuilt})`,
  );
  const headers = { 'x-access-token': token, 'content-type': 'application/json' };
  const post = async (path: string, body: object) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ total: number; items: unknown[] }>;
  };
  const today = businessDay(new Date());
  const monthAgo = addDays(today, -30);
  const all = { withdrawals: true, deposits: true, games: true };
  const lastPage = Math.ceil(MOVEMENTS / HISTORY_PAGE_SIZE);
  // The fourth element names the row of issue 12's table the figure belongs to.
  const scenarios: [string, () => Promise<unknown>, (answer: { total: number }) => boolean, string?][] = [
    [
      'history, first page (all types, all dates)',
      () => post('/api/clients/history', { username, filters: all, page: 1 }),
      (a) => a.total === MOVEMENTS,
      'history first page',
    ],
    [
      'history, deposits only, one month, page 2',
      () =>
        post('/api/clients/history', {
          username,
          value: [monthAgo, today],
          filters: { withdrawals: false, deposits: true, games: false },
          page: 2,
        }),
      (a) => a.total > 0 && a.total < MOVEMENTS,
    ],
    [
      `history, last page (${lastPage.toLocaleString('en')})`,
      () => post('/api/clients/history', { username, filters: all, page: lastPage }),
      (a) => a.total === MOVEMENTS,
      'history last page',
    ],
    [
      'getfunds (balance and last 5)',
      async () => (await fetch(`${base}/api/clients/getfunds/${username}`, { headers })).json(),
      () => true,
    ],
    [
      'deposit (row lock, balance, insert, audit)',
      () => post('/api/clients/deposit', { username, amount: 10, requestId: randomUUID() }),
      () => true,
    ],
  ];
  for (const [label, call, check, key] of scenarios) {
    const answer = (await call()) as { total: number }; // warm-up, and the answer is checked
    if (!check(answer))
      throw new Error(`${label}: unexpected answer ${JSON.stringify(answer).slice(0, 200)}`);
    const ms = await medianMs(call);
    if (key) record(key, { ms });
    console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(7)} ms${key ? was(key) : ''}`);
  }
}
