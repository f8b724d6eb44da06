/**
 * Capacity scenario of `npm run bench` (README 'Capacity'): how many operators one installation serves
 * before the queue's waits pass a second. N operators each take a receipt (claim), decide it and
 * think for BENCH_THINK_SECONDS (5 s: a fast operator) before the next, for BENCH_SECONDS × 4; N grows
 * through BENCH_CAPACITY_OPERATORS. Prints each step's decisions per hour, the claim and decision
 * waits, and what the capacity watch (operations/capacity-watch.ts) concludes from them. The load
 * runs in the server's own process, so the figures are a floor.
 */
import type { FastifyInstance } from 'fastify';
import { DECISION_MIX } from './bench-data';
import { seedQueue } from './checker';
import { summarize } from './load';
import { QueueWaitWatch } from '../src/operations/capacity-watch';

const STEPS = (process.env.BENCH_CAPACITY_OPERATORS ?? '50,100,150,200,300')
  .split(',')
  .map((n) => Number(n.trim()));
const THINK_MS = Number(process.env.BENCH_THINK_SECONDS ?? 5) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function step(app: FastifyInstance, base: string, operators: number, durationMs: number) {
  const { tokens } = await seedQueue(app, operators, `capacidad_${operators}`);
  const claims: number[] = [];
  const decisions: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    tokens.map(async (token, worker) => {
      const headers = { 'x-access-token': token };
      // Operators do not start in step: each waits a share of one think time first.
      await sleep((THINK_MS * worker) / operators);
      let turn = worker;
      while (performance.now() < deadline) {
        let t0 = performance.now();
        const claim = await fetch(`${base}/api/queue/claim`, { method: 'POST', headers });
        claims.push(performance.now() - t0);
        if (claim.status !== 200) {
          errors++;
          await claim.arrayBuffer();
          await sleep(THINK_MS);
          continue;
        }
        const { id } = (await claim.json()) as { id: number };
        t0 = performance.now();
        const put = await fetch(`${base}/api/put/${id}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(DECISION_MIX[turn++ % DECISION_MIX.length]),
        });
        await put.arrayBuffer();
        decisions.push(performance.now() - t0);
        if (!put.ok) errors++;
        await sleep(THINK_MS);
      }
    }),
  );
  const seconds = durationMs / 1000;
  const claim = summarize(claims, 0, seconds);
  const decision = summarize(decisions, errors, seconds);
  // What the capacity watch concludes from this step's waits alone (the server's spans all steps).
  const watch = new QueueWaitWatch();
  for (const ms of [...claims, ...decisions]) watch.observe(ms / 1000);
  const verdict = watch.reading();
  console.log(
    `${String(operators).padStart(4)} operators  ${Math.round((decisions.length / seconds) * 3600)
      .toLocaleString('en')
      .padStart(
        8,
      )} decisions/h  claim p50/p95/p99 ${claim.p50.toFixed(0)}/${claim.p95.toFixed(0)}/${claim.p99.toFixed(0)} ms` +
      `  decision ${decision.p50.toFixed(0)}/${decision.p95.toFixed(0)}/${decision.p99.toFixed(0)} ms  errors ${errors}` +
      `  watch: ${verdict.slowQueueCalls}/${verdict.queueCalls} slow → ${verdict.outgrown ? 'OUTGROWN' : 'ok'}`,
  );
}

export async function benchCapacity(app: FastifyInstance, base: string, options: { durationMs: number }) {
  console.log(`capacity — operators deciding one receipt every ${THINK_MS / 1000} s plus the waits`);
  for (const operators of STEPS) await step(app, base, operators, options.durationMs * 4);
}
