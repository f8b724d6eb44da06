/**
 * Payout scenario of `npm run bench` (docs/features/withdrawals.md): an island with BENCH_PAYOUT_PLAYERS
 * (2,000) funded players; 16 cashiers file withdrawal requests over HTTP (each holds its amount in the
 * ledger), 5 approvers approve them, then BENCH_PAYERS (20) payers loop claim → 'Pagado' (multipart
 * with the bank's operation number) until the queue is empty. Throughput and p99 per step; every
 * request handed to two payers or paid twice is counted: there must be none.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/connection';
import { formatRow, runLoad } from './load';
import { insertBenchPlayers, insertBenchStaff, insertBenchTenant } from './bench-data';

const PLAYERS = Number(process.env.BENCH_PAYOUT_PLAYERS ?? 2_000);
const PAYERS = Number(process.env.BENCH_PAYERS ?? 20);
const CASHIERS = 16;
const APPROVERS = 5;

export async function benchPayouts(app: FastifyInstance, base: string, options: { durationMs: number }) {
  const tenantId = await insertBenchTenant(app.db, { name: 'Isla Bench retiros', prefix: 'br' });
  await insertBenchPlayers(app.db, tenantId, { prefix: 'br', count: PLAYERS, phonePrefix: '548' });
  // One load of $ 1.000.000 each, written as the ledger writes it (balance = the chain's last).
  await app.db.execute(sql`
    insert into fund_movements (client_id, external_transaction_id, transaction_type, amount, balance_before, balance_after)
    select id, 'bench-' || id, 'DEPOSIT', 100000000, 0, 100000000 from clients where tenant_id = ${tenantId}`);
  const [cashiers, approvers, payers] = [
    await insertBenchStaff(app, tenantId, { rol: 3, count: CASHIERS, label: 'cajero_retiros' }),
    await insertBenchStaff(app, tenantId, { rol: 2, count: APPROVERS, label: 'aprobador_retiros' }),
    await insertBenchStaff(app, tenantId, { rol: 4, count: PAYERS, label: 'pagador' }),
  ];
  const json = (token: string) => ({ 'x-access-token': token, 'content-type': 'application/json' });
  console.log(
    `payouts — ${PLAYERS.toLocaleString('en')} funded players; ${CASHIERS} cashiers file, ${APPROVERS} approve, ${PAYERS} payers claim → pay`,
  );

  const filed: number[] = [];
  let next = 0;
  const filing = await runLoad(
    { workers: CASHIERS, durationMs: options.durationMs, maxCalls: 50_000 },
    async (w) => {
      const player = 1 + (next++ % PLAYERS);
      const response = await fetch(`${base}/api/withdrawals`, {
        method: 'POST',
        headers: json(cashiers[w % CASHIERS]!),
        body: JSON.stringify({
          username: `br${player}`,
          amount: 1000 + (player % 50),
          destination: '0170099220000067797370',
          holderTaxId: '20123456786',
        }),
      });
      const body = (await response.json()) as { item?: { id: number } };
      if (response.status === 201 && body.item) filed.push(body.item.id);
      return response.status === 201;
    },
  );
  console.log(formatRow('POST /api/withdrawals (file, hold in the ledger)', filing));

  let approving = 0;
  const approval = await runLoad(
    { workers: APPROVERS, durationMs: 600_000, maxCalls: filed.length },
    async (w) => {
      const id = filed[approving++];
      if (id === undefined) return true;
      const response = await fetch(`${base}/api/withdrawals/${id}/approve`, {
        method: 'POST',
        headers: { 'x-access-token': approvers[w % APPROVERS]! },
      });
      await response.arrayBuffer();
      return response.ok;
    },
  );
  console.log(formatRow('POST /api/withdrawals/{id}/approve', approval));

  const handedOut = new Map<number, number>();
  let doubleClaims = 0;
  let paidAnswers = 0;
  const paying = await runLoad(
    // One call per approved request: each claims one and pays it; a 204 here would be an error.
    { workers: PAYERS, durationMs: 600_000, maxCalls: filed.length },
    async (w) => {
      const token = payers[w % PAYERS]!;
      const claim = await fetch(`${base}/api/payouts/claim`, {
        method: 'POST',
        headers: { 'x-access-token': token },
      });
      if (claim.status !== 200) return false;
      const { item } = (await claim.json()) as { item: { id: number } };
      if (handedOut.has(item.id) && handedOut.get(item.id) !== w) doubleClaims++;
      handedOut.set(item.id, w);
      const form = new FormData();
      form.set('bankOperation', `OP-${item.id}`);
      const paid = await fetch(`${base}/api/payouts/${item.id}/paid`, {
        method: 'POST',
        headers: { 'x-access-token': token },
        body: form,
      });
      await paid.arrayBuffer();
      if (paid.ok) paidAnswers++;
      return paid.ok;
    },
  );
  console.log(formatRow('claim → Pagado (20 payers, lease, proofless)', paying));

  const [check] = await queryRows<{ paid: number; withdraws: number; twice: number }>(
    app.db,
    sql`select (select count(*) from withdrawal_requests where tenant_id = ${tenantId} and state = 'pagado')::int as paid,
      (select count(*) from fund_movements m join clients c on c.id = m.client_id
        where c.tenant_id = ${tenantId} and m.transaction_type = 'WITHDRAW')::int as withdraws,
      (select count(*) from (select withdraw_movement_id from withdrawal_requests where tenant_id = ${tenantId}
        and withdraw_movement_id is not null group by 1 having count(*) > 1) d)::int as twice`,
  );
  console.log(
    `${'payouts: filed / paid / WITHDRAW movements'.padEnd(44)} ${filed.length} / ${check!.paid} / ${check!.withdraws}` +
      `  (paid answers ${paidAnswers}, double claims ${doubleClaims}, double payments ${check!.withdraws - check!.paid + check!.twice})`,
  );
}
