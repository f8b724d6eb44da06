/**
 * The scale bench's load generator (bench/scale.ts starts it as its own process, so its work is not
 * the servers'): operators deciding through every instance, bots handing in receipts with their bank
 * notices at a fixed rate, and a probe timing how long a decision takes to reach another instance's
 * socket. Reads its plan from BENCH_SCALE_PLAN (JSON) and prints one JSON line of results.
 */
import { decideNext, takeNext, type QueueCalls } from '../test/multi-instance/next-receipt';
import { renderReceiptPng } from '../src/seed/receipt-image';
import { realtimeSocket } from '../test/multi-instance/realtime-socket';
import { DECISION_MIX } from './bench-data';

export interface ScalePlan {
  bases: string[];
  operators: string[];
  bots: { key: string; intakeKey: string }[];
  probe: { token: string };
  seconds: number;
  receiptsPerMinute: number;
  /** An operator's pause between decisions (looking at the receipt), ms. */
  thinkMs: number;
}

export interface ScaleResult {
  seconds: number;
  decided: number;
  errors: number;
  /** One operator step (take, open, decide), ms. */
  step: number[];
  handedIn: number;
  handInErrors: number;
  /** What the failed calls answered ('put 503', 'receipt fetch failed'…), counted. */
  failures: Record<string, number>;
  /**
   * A decision answered on the first instance → its event on the last instance's socket, ms (the
   * event is sent before the answer, so it may be negative).
   */
  realtime: number[];
  /** Probe decisions whose event did not arrive within 5 s. */
  realtimeMissed: number;
}

const plan = JSON.parse(process.env.BENCH_SCALE_PLAN ?? '{}') as ScalePlan;
const result: ScaleResult = {
  seconds: 0,
  decided: 0,
  errors: 0,
  step: [],
  handedIn: 0,
  handInErrors: 0,
  realtime: [],
  realtimeMissed: 0,
  failures: {},
};
const failed = (what: string) => (result.failures[what] = (result.failures[what] ?? 0) + 1);
const start = performance.now();
const deadline = start + plan.seconds * 1000;
const running = () => performance.now() < deadline;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function queueOn(base: string, token: string): QueueCalls {
  return {
    call: (method, url, body) =>
      fetch(`${base}${url}`, {
        method,
        headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
  };
}

async function operator(index: number): Promise<void> {
  const queue = queueOn(plan.bases[index % plan.bases.length]!, plan.operators[index]!);
  let turn = index;
  while (running()) {
    const t0 = performance.now();
    try {
      const step = await decideNext(queue, DECISION_MIX[turn++ % DECISION_MIX.length]!);
      if (step === 'empty') {
        await sleep(200);
        continue;
      }
      result.step.push(performance.now() - t0);
      result[step]++;
      await sleep(plan.thinkMs);
    } catch (error) {
      result.errors++;
      failed((error as Error).message);
    }
  }
}

const png = renderReceiptPng({
  amountCentavos: 2_500_00,
  bankName: 'Banco',
  sender: 'Bench',
  date: new Date(),
  reference: 'S',
});

/** One bot hands in a receipt and the island's notifier the matching notice, on the next instance. */
async function handIn(n: number): Promise<void> {
  const bot = plan.bots[n % plan.bots.length]!;
  const base = plan.bases[n % plan.bases.length]!;
  const form = new FormData();
  form.set('phone', `54911${String(n % 5000).padStart(6, '0')}`);
  form.set('amount', '2500');
  form.set('file', new Blob([png], { type: 'image/png' }), 'comprobante.png');
  try {
    const receipt = await fetch(`${base}/api/gateway/receipts`, {
      method: 'POST',
      headers: { 'x-bot-key': bot.key },
      body: form,
    });
    const notice = await fetch(`${base}/api/notifications/intake`, {
      method: 'POST',
      headers: { 'x-intake-key': bot.intakeKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        date: new Date().toISOString(),
        bank: 'Banco Bench',
        from: 'Jugador Bench',
        amount: 2500,
        account: 'Titular Bench',
      }),
    });
    if (receipt.status === 201 && notice.status === 201) result.handedIn++;
    else {
      result.handInErrors++;
      failed(`receipt ${receipt.status}, notice ${notice.status}`);
    }
  } catch (error) {
    result.handInErrors++;
    failed(`hand-in ${(error as Error).message}`);
  }
}

async function gateway(): Promise<void> {
  const every = 60_000 / plan.receiptsPerMinute;
  const inFlight: Promise<void>[] = [];
  for (let n = 0; running(); n++) {
    inFlight.push(handIn(n));
    await sleep(every);
  }
  await Promise.all(inFlight);
}

/** Twice a second: decide a probe receipt on the first instance, time its event on the last one's socket. */
async function probe(): Promise<void> {
  const socket = await realtimeSocket(plan.bases[plan.bases.length - 1]!, plan.probe.token);
  const queue = queueOn(plan.bases[0]!, plan.probe.token);
  try {
    while (running()) {
      const id = await takeNext(queue).catch(() => null);
      if (id !== null) {
        const arrived = socket.next('news').then(() => performance.now());
        const put = await queue.call('POST', `/api/put/${id}`, { status: 'approve' });
        await put.arrayBuffer();
        const answered = performance.now();
        const at = put.ok ? await Promise.race([arrived, sleep(5000).then(() => null)]) : null;
        if (at !== null) result.realtime.push(at - answered);
        else result.realtimeMissed++;
      }
      await sleep(500);
    }
  } finally {
    socket.close();
  }
}

await Promise.all([...plan.operators.map((_, i) => operator(i)), gateway(), probe()]);
result.seconds = (performance.now() - start) / 1000;
process.stdout.write(`${JSON.stringify(result)}\n`);
