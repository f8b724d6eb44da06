/**
 * Capacity scenario of `npm run bench` (README 'Capacity'): how many operators one installation serves
 * before the queue's waits pass a second. N operators each take a receipt (claim), decide it and
 * think for BENCH_THINK_SECONDS (5 s: a fast operator) before the next, for BENCH_SECONDS × 4; N grows
 * through BENCH_CAPACITY_OPERATORS. Prints each step's decisions per hour, the claim and decision
 * waits, and what the capacity watch (operations/capacity-watch.ts) concludes from them. The load
 * runs in the server's own process, so the figures are a floor.
 *
 * First, the cost of one claim and one decision: a single operator claims and decides
 * BENCH_CAPACITY_CYCLES (200) receipts in a row, and each call's wall time and the process's CPU time
 * during it are printed (CPU time, unlike waits, hardly moves with what else the machine runs).
 * BENCH_CAPACITY_OPERATORS=none skips the steps.
 */
import type { FastifyInstance } from 'fastify';
import { DECISION_MIX } from './bench-data';
import { seedQueue } from './checker';
import { summarize } from './load';
import { QueueWaitWatch } from '../src/operations/capacity-watch';

const STEPS = (process.env.BENCH_CAPACITY_OPERATORS ?? '50,100,150,200,300')
  .split(',')
  .filter((n) => n.trim() !== 'none')
  .map((n) => Number(n.trim()));
const CYCLES = Number(process.env.BENCH_CAPACITY_CYCLES ?? 200);
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

/** Milliseconds of CPU the whole process spent since `since` (process.cpuUsage). */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** One operator, one receipt after another with no pause: what a claim and a decision cost. */
async function cost(app: FastifyInstance, base: string) {
  const { tokens } = await seedQueue(app, 1, 'coste');
  const headers = { 'x-access-token': tokens[0]! };
  const wall = { claim: [] as number[], decision: [] as number[] };
  const cpu = { claim: 0, decision: 0 };
  // A few unmeasured cycles first: JIT, caches and the pool warm up outside the figures.
  for (let cycle = -20; cycle < CYCLES; cycle++) {
    let t0 = performance.now();
    let c0 = process.cpuUsage();
    const claim = await fetch(`${base}/api/queue/claim`, { method: 'POST', headers });
    const { id } = (await claim.json()) as { id: number };
    if (cycle >= 0) {
      wall.claim.push(performance.now() - t0);
      cpu.claim += cpuMs(c0);
    }
    t0 = performance.now();
    c0 = process.cpuUsage();
    const put = await fetch(`${base}/api/put/${id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(DECISION_MIX[(cycle + 20) % DECISION_MIX.length]),
    });
    await put.arrayBuffer();
    if (!put.ok) throw new Error(`decision ${id}: ${put.status}`);
    if (cycle >= 0) {
      wall.decision.push(performance.now() - t0);
      cpu.decision += cpuMs(c0);
    }
  }
  const [claim, decision] = [summarize(wall.claim, 0, 1), summarize(wall.decision, 0, 1)];
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  console.log(
    `cost, ${CYCLES} cycles of one operator: claim ${mean(wall.claim).toFixed(1)} ms (p50 ${claim.p50.toFixed(1)}), ` +
      `CPU ${(cpu.claim / CYCLES).toFixed(1)} ms; decision ${mean(wall.decision).toFixed(1)} ms ` +
      `(p50 ${decision.p50.toFixed(1)}), CPU ${(cpu.decision / CYCLES).toFixed(1)} ms; ` +
      `at most ${(1000 / ((cpu.claim + cpu.decision) / CYCLES)).toFixed(0)} cycles/s of CPU`,
  );
}

export async function benchCapacity(app: FastifyInstance, base: string, options: { durationMs: number }) {
  if (CYCLES > 0) await cost(app, base);
  console.log(`capacity — operators deciding one receipt every ${THINK_MS / 1000} s plus the waits`);
  for (const operators of STEPS) await step(app, base, operators, options.durationMs * 4);
}
