/**
 * Team-queue scenario of `npm run bench` (docs/features/queue.md): BENCH_CHECKER_RECEIPTS (10,000)
 * pending receipts and 50 operators, each looping claim → decide over HTTP as /checker does (the
 * same decision mix as the checker scenario, 6 in 10 approvals moving money). The same loop then runs
 * against a bare Fastify app whose two routes run the essential statements alone (the claim
 * statement; ending the claim and deciding in one statement, no money), and the ratio is printed.
 * Every receipt handed out twice is counted: there must be none.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/connection';
import { claimNext } from '../src/queue/claim-queries';
import { measure, RECEIPTS, seedQueue } from './checker';
import { DECISION_MIX } from './bench-data';
import { formatRow } from './load';

const OPERATORS = Number(process.env.BENCH_QUEUE_OPERATORS ?? 50);

async function bareApp(app: FastifyInstance, tenantId: number, userIds: number[]) {
  const bare = Fastify({ logger: false });
  bare.post<{ Params: { worker: string } }>('/claim/:worker', async (request, reply) => {
    const caller = {
      id: userIds[Number(request.params.worker)]!,
      tenantId,
      username: '',
      rol: 5 as const,
      sessionVersion: 0,
    };
    const claim = await claimNext(app.db, caller);
    return claim ? { id: claim.receiptId } : reply.status(204).send();
  });
  bare.post<{ Params: { id: string }; Body: { status: string; reason?: string } }>(
    '/put/:id',
    async (request, reply) => {
      const rows = await queryRows(
        app.db,
        sql`with ended as (delete from receipt_claims where receipt_id = ${Number(request.params.id)})
            update receipts set status = ${request.body.status}::receipt_status, reason = ${request.body.reason ?? null},
                   decided_at = now(), updated_at = now()
             where id = ${Number(request.params.id)} and tenant_id = ${tenantId} and status = 'pending' returning id`,
      );
      return rows.length ? { id: Number(request.params.id) } : reply.status(422).send({});
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
  putUrl: (id: number) => string,
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
    const put = await fetch(putUrl(id), {
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
  const { tenantId, tokens } = await seedQueue(app, OPERATORS, 'cola');
  const users = await queryRows<{ id: number }>(
    app.db,
    sql`select id from panel_users where tenant_id = ${tenantId} order by id`,
  );
  const run = { workers: OPERATORS, durationMs: options.durationMs };
  console.log(
    `team queue — ${RECEIPTS.toLocaleString('en')} pending receipts, ${OPERATORS} operators looping claim → decide`,
  );
  const bare = await bareApp(
    app,
    tenantId,
    users.map((u) => u.id),
  );
  const bareTally: Tally = { claimed: new Set(), doubles: 0, decided: 0 };
  const bareResult = await measure(
    run,
    cycle(
      (w) => `${bare.base}/claim/${w}`,
      (id) => `${bare.base}/put/${id}`,
      () => ({}),
      bareTally,
    ),
  ).finally(() => bare.close());
  // The API loop starts from the same full queue, nobody holding anything.
  await app.db.execute(sql`delete from receipt_claims where tenant_id = ${tenantId}`);
  await app.db.execute(
    sql`update receipts set status = 'pending', reason = null, decided_at = null where tenant_id = ${tenantId}`,
  );
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
  console.log(formatRow('bare Fastify claim → decide (2 statements)', bareResult));
  console.log(
    `${'API ÷ bare throughput'.padEnd(44)} ${(apiResult.perSecond / bareResult.perSecond).toFixed(2)}` +
      `  (decided ${apiTally.decided}, double claims ${apiTally.doubles}; bare ${bareTally.decided}, double claims ${bareTally.doubles})`,
  );
}
