/**
 * Team-queue scenario of `npm run bench` (docs/features/queue.md): BENCH_CHECKER_RECEIPTS (10,000)
 * pending receipts and 50 operators, each looping claim → decide over HTTP as /checker does (the
 * same decision mix as the checker scenario, 6 in 10 approvals moving money). The same loop then runs
 * against a bare Fastify app whose two routes call the same functions as the API's handlers (the
 * claim, the receipt with its evidence, the decision with its money), without the API's session
 * check, validation and serialisation, and the ratio is printed.
 * Every receipt handed out twice is counted: there must be none.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import type { RejectReason, DeferReason, ReceiptDecision } from '@panel/domain/receipts/receipt-rules';
import { queryRows } from '../src/db/connection';
import { claimNext } from '../src/queue/claim-queries';
import { pendingConfirmationOf } from '../src/queue/four-eyes';
import { checkerReceipt } from '../src/checker/checker-receipt';
import { decideByHand } from '../src/checker/decide-by-hand';
import { measure, RECEIPTS, seedQueue } from './checker';
import { DECISION_MIX } from './bench-data';
import { formatRow } from './load';

const OPERATORS = Number(process.env.BENCH_QUEUE_OPERATORS ?? 50);

/**
 * The same work without the API around it: each route calls the very functions the API's handlers
 * call (the claim, the receipt as /checker shows it with its evidence, the decision with its money
 * transaction and realtime notice), with no session check, validation, serialisation or hooks.
 */
async function bareApp(app: FastifyInstance, tenantId: number, userIds: number[]) {
  const bare = Fastify({ logger: false });
  const callerOf = (worker: string): Caller => ({
    id: userIds[Number(worker)]!,
    tenantId,
    username: '',
    rol: 5,
    sessionVersion: 0,
  });
  bare.post<{ Params: { worker: string } }>('/claim/:worker', async (request, reply) => {
    const claim = await claimNext(app.db, callerOf(request.params.worker));
    if (!claim) return reply.status(204).send();
    return {
      ...(await checkerReceipt(app, tenantId, claim.receiptId)),
      confirmation: await pendingConfirmationOf(app.db, claim.receiptId),
    };
  });
  bare.post<{ Params: { id: string; worker: string }; Body: { status: ReceiptDecision; reason?: string } }>(
    '/put/:worker/:id',
    async (request) => {
      const { status, reason } = request.body;
      return decideByHand(app, callerOf(request.params.worker), Number(request.params.id), {
        status,
        reason: status === 'approve' ? null : (reason as RejectReason | DeferReason),
      });
    },
  );
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: () => bare.close() };
}

interface Tally {
  claimed: Set<number>;
  doubles: number;
  decided: number;
}

/** One operator's cycle: claim the next receipt, decide it. */
function cycle(
  claimUrl: (worker: number) => string,
  putUrl: (id: number, worker: number) => string,
  headersFor: (worker: number) => Record<string, string>,
  tally: Tally,
) {
  let turn = 0;
  return async (worker: number): Promise<boolean> => {
    const headers = headersFor(worker);
    const claim = await fetch(claimUrl(worker), { method: 'POST', headers });
    if (claim.status !== 200) return false;
    const { id } = (await claim.json()) as { id: number };
    if (tally.claimed.has(id)) tally.doubles++;
    tally.claimed.add(id);
    const put = await fetch(putUrl(id, worker), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(DECISION_MIX[turn++ % DECISION_MIX.length]),
    });
    await put.arrayBuffer();
    if (put.ok) tally.decided++;
    return put.ok;
  };
}

export async function benchTeamQueue(app: FastifyInstance, base: string, options: { durationMs: number }) {
  // Each loop gets an island of its own with a full queue: the decisions move real money, which no
  // reset could take back.
  const bareIsland = await seedQueue(app, OPERATORS, 'cola_directa');
  const { tokens } = await seedQueue(app, OPERATORS, 'cola');
  const users = await queryRows<{ id: number }>(
    app.db,
    sql`select id from panel_users where tenant_id = ${bareIsland.tenantId} order by id`,
  );
  const run = { workers: OPERATORS, durationMs: options.durationMs };
  console.log(
    `team queue — ${RECEIPTS.toLocaleString('en')} pending receipts, ${OPERATORS} operators looping claim → decide`,
  );
  const bare = await bareApp(
    app,
    bareIsland.tenantId,
    users.map((u) => u.id),
  );
  const bareTally: Tally = { claimed: new Set(), doubles: 0, decided: 0 };
  const bareResult = await measure(
    run,
    cycle(
      (w) => `${bare.base}/claim/${w}`,
      (id, worker) => `${bare.base}/put/${worker}/${id}`,
      () => ({}),
      bareTally,
    ),
  ).finally(() => bare.close());
  const apiTally: Tally = { claimed: new Set(), doubles: 0, decided: 0 };
  const apiResult = await measure(
    run,
    cycle(
      () => `${base}/api/queue/claim`,
      (id) => `${base}/api/put/${id}`,
      (worker) => ({ 'x-access-token': tokens[worker % tokens.length]! }),
      apiTally,
    ),
  );
  console.log(formatRow('API claim → decide (auth, locked money tx)', apiResult));
  console.log(formatRow('bare Fastify claim → decide (same services)', bareResult));
  console.log(
    `${'API ÷ bare throughput'.padEnd(44)} ${(apiResult.perSecond / bareResult.perSecond).toFixed(2)}` +
      `  (decided ${apiTally.decided}, double claims ${apiTally.doubles}; bare ${bareTally.decided}, double claims ${bareTally.doubles})`,
  );
}
