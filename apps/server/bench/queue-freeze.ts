/**
 * Whether heavy reads hold up the operators' queue: the checker's reads (the queue, then its first
 * receipt) by two operators, idle and while a one-year dashboard and a 100,000-row export run over
 * and over beside them. Their p99 should stay within twice the idle one (issue 12). On PGlite the
 * process has one connection, so this is where a long statement would show.
 * Idle and busy spells take turns, four of each, and each side's calls are pooled: a p99 is a
 * handful of calls, and one 5-second spell of each, busy after idle, put a drift of the machine or a
 * process still warming up into the ratio (one such run gave 2.2, the next two 1.1 and 1.4).
 */
import { formatRow, pooled, runLoad, type LoadResult } from './load';
import { record } from './issue12-baseline';

export async function benchQueueFreeze(
  base: string,
  operatorHeaders: Record<string, string>,
  heavy: Record<string, () => Promise<unknown>>,
): Promise<void> {
  const checkerCall = async () => {
    const queue = await fetch(`${base}/api/pendingids`, { headers: operatorHeaders });
    const ids = (await queue.json()) as number[];
    if (!queue.ok) return false;
    if (ids.length === 0) return true;
    const receipt = await fetch(`${base}/api/get/${ids[0]}`, { headers: operatorHeaders });
    await receipt.arrayBuffer();
    return receipt.ok;
  };
  const options = { workers: 2, durationMs: 2500, maxCalls: 100_000 };
  await runLoad({ ...options, durationMs: 1000 }, checkerCall); // warm-up
  const rounds: Record<string, number> = Object.fromEntries(Object.keys(heavy).map((name) => [name, 0]));
  const beside = async () => {
    let running = true;
    const loops = Object.entries(heavy).map(async ([name, run]) => {
      while (running) {
        await run();
        rounds[name] = (rounds[name] ?? 0) + 1;
      }
    });
    const result = await runLoad(options, checkerCall);
    running = false;
    await Promise.all(loops); // the next idle spell starts idle
    return result;
  };
  const spells: { idle: LoadResult[]; busy: LoadResult[] } = { idle: [], busy: [] };
  for (let spell = 0; spell < 4; spell++) {
    spells.idle.push(await runLoad(options, checkerCall));
    spells.busy.push(await beside());
  }
  const [idle, busy] = [pooled(spells.idle), pooled(spells.busy)];

  record('checker p99 busy / idle', { ratio: busy.p99 / idle.p99 });
  console.log(formatRow('checker reads, idle', idle));
  console.log(formatRow('checker reads, beside the heavy reads', busy));
  console.log(
    `${'  p99 beside ÷ p99 idle (target ≤ 2)'.padEnd(44)} ${(busy.p99 / idle.p99).toFixed(2)}  (heavy rounds meanwhile: ${Object.entries(
      rounds,
    )
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')})`,
  );
}
