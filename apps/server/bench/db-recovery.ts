import pg from 'pg';

/**
 * PostgreSQL only: callers keep reading while the server's connections are terminated
 * (`pg_terminate_backend`, what a restart or failover does) a few times. Prints, per drop, the time
 * from the drop to the first answered request sent after it, and how the others were answered
 * (503 while a connection was dying, never 500). Bounded: `drops` drops, one per second.
 */
export async function benchDbRecovery(
  base: string,
  headers: Record<string, string>,
  databaseUrl: string,
  options: { workers: number; drops: number },
): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const answers: { start: number; end: number; status: number }[] = [];
  const drops: number[] = [];
  let running = true;
  const caller = async () => {
    while (running) {
      const start = performance.now();
      const status = await fetch(`${base}/api/pendingids`, { headers }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      answers.push({ start, end: performance.now(), status });
    }
  };
  const callers = Array.from({ length: options.workers }, caller);
  try {
    for (let i = 0; i < options.drops; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      drops.push(performance.now());
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  } finally {
    running = false;
    await Promise.all(callers);
    await admin.end();
  }
  const recovery = drops.map((at) =>
    Math.min(...answers.filter((a) => a.start >= at && a.status === 200).map((a) => a.end - at)),
  );
  const count = (test: (status: number) => boolean) => answers.filter((a) => test(a.status)).length;
  const sorted = [...recovery].sort((a, b) => a - b);
  console.log(
    `  ${options.drops} dropped connections under ${options.workers} callers: recovery ` +
      `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms ` +
      `(${recovery.map((ms) => ms.toFixed(0)).join(', ')}); answers: ${count((s) => s === 200)} ok, ` +
      `${count((s) => s === 503)} 503, ${count((s) => s !== 200 && s !== 503)} other`,
  );
}
