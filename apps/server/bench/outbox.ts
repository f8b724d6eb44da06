/**
 * Outbox scenario of `npm run bench` (docs/features/player-messages.md): an island with
 * BENCH_OUTBOX_MESSAGES (20,000) pending messages to its players and BENCH_OUTBOX_BOTS (16) bots,
 * each with its own key, that loop take (up to 20) → acknowledge each as delivered, racing each other
 * for the same island's messages. Prints messages handed out and acknowledged per second, each
 * call's latency, and every message handed to two bots or delivered twice: there must be none.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PLAYER_MESSAGE_KINDS } from '@panel/domain/player-messages/player-message-rules';
import type { AckMessageAnswer, HandedMessage } from '@panel/domain/player-messages/player-message-view';
import { queryRows } from '../src/db/connection';
import { bots } from '../src/db/schema';
import { hashAccessKey } from '../src/security/access-keys';
import { formatRow, runLoad, summarize } from './load';
import { insertBenchPlayers, insertBenchTenant } from './bench-data';

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 20_000);
const BOTS = Number(process.env.BENCH_OUTBOX_BOTS ?? 16);
const PLAYERS = 2_000;
const TAKE = 20;

export async function benchOutbox(app: FastifyInstance, base: string, options: { durationMs: number }) {
  const tenantId = await insertBenchTenant(app.db, { name: 'Isla Bench avisos', prefix: 'ba' });
  const keys = Array.from({ length: BOTS }, (_, i) => `bench_outbox_bot_${tenantId}_${i}_key`);
  await app.db
    .insert(bots)
    .values(
      keys.map((key, i) => ({ tenantId, name: `Bot avisos ${i}`, gatewayKeyHash: hashAccessKey(key) })),
    );
  await insertBenchPlayers(app.db, tenantId, { prefix: 'ba', count: PLAYERS, phonePrefix: '549' });
  const text = PLAYER_MESSAGE_KINDS.aviso_carga_aprobada.response;
  await app.db.execute(sql`
    insert into player_messages (tenant_id, client_id, phone, kind, text)
    select ${tenantId}, c.id, c.phone, 'aviso_carga_aprobada', ${text}
      from generate_series(1, ${MESSAGES}) g
      join clients c on c.tenant_id = ${tenantId} and c.panel_username = 'ba' || (1 + g % ${PLAYERS})`);
  console.log(
    `outbox — ${MESSAGES.toLocaleString('en')} pending messages, ${BOTS} bots of one island: take ${TAKE} → ack each`,
  );

  const call = (key: string, path: string, body: object) =>
    fetch(`${base}/api/gateway/messages${path}`, {
      method: 'POST',
      headers: { 'x-bot-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const handedTo = new Map<number, number>();
  let doubleHandOuts = 0;
  let acknowledged = 0;
  const takes: number[] = [];
  const acks: number[] = [];
  let errors = 0;
  let empty = false;
  const started = performance.now();
  // Each bot: take a batch, deliver and acknowledge each message, until the outbox is empty or time is up.
  const rounds = await runLoad(
    { workers: BOTS, durationMs: Math.max(options.durationMs, 10_000), maxCalls: MESSAGES },
    async (bot) => {
      if (empty) return true;
      const key = keys[bot]!;
      let t0 = performance.now();
      const taken = await call(key, '/take', { limit: TAKE });
      takes.push(performance.now() - t0);
      if (!taken.ok) {
        errors++;
        await taken.arrayBuffer();
        return false;
      }
      const { items } = (await taken.json()) as { items: HandedMessage[] };
      if (!items.length) empty = true;
      for (const message of items) {
        if (handedTo.has(message.id)) doubleHandOuts++;
        handedTo.set(message.id, bot);
        t0 = performance.now();
        const answer = await call(key, `/${message.id}/ack`, { outcome: 'delivered' });
        acks.push(performance.now() - t0);
        if (!answer.ok) errors++;
        else if (((await answer.json()) as AckMessageAnswer).item.state === 'delivered') acknowledged++;
      }
      return true;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(formatRow('POST /api/gateway/messages/take (20)', summarize(takes, 0, seconds)));
  console.log(formatRow('POST /api/gateway/messages/{id}/ack', summarize(acks, 0, seconds)));
  console.log(
    `${'outbox: handed out / acknowledged per second'.padEnd(44)} ${(handedTo.size / seconds).toFixed(0)} / ${(acknowledged / seconds).toFixed(0)}` +
      `  (${handedTo.size} handed out, ${acknowledged} acknowledged in ${seconds.toFixed(1)} s, ${rounds.calls} rounds, errors ${errors})`,
  );

  const [check] = await queryRows<{ delivered: number; retried: number }>(
    app.db,
    sql`select count(*) filter (where state = 'delivered')::int as delivered,
               count(*) filter (where attempts > 1)::int as retried
          from player_messages where tenant_id = ${tenantId}`,
  );
  console.log(
    `${'outbox: delivered rows / double hand-outs'.padEnd(44)} ${check!.delivered} / ${doubleHandOuts}` +
      `  (tried more than once ${check!.retried}; must be 0 and delivered = acknowledged)`,
  );
}
