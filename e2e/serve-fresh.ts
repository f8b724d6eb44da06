// The E2E server starts on an empty data folder every run, so the demo seed is what tests see.
import { rmSync } from 'node:fs';
import path from 'node:path';
// The API document's `hide` (kept out of it: the route is not the app's).
import type {} from '@fastify/swagger';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { playerMessages } from '../apps/server/src/db/schema';

rmSync(path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data'), { recursive: true, force: true });

const config = loadConfig();
const app = await buildApp(config);

/**
 * Test-only, on this E2E server alone (never in the app): the island's pending messages that wait
 * out a back-off are due now. A message is given up after five tries spread over more than an hour
 * (docs/features/player-messages.md 'Retries'); with this a spec makes the five real tries through
 * the gateway's take and acknowledgement in seconds. Nothing else about the message is changed.
 */
app.post('/e2e/player-messages/due', { schema: { hide: true } }, async (request) => {
  const { tenantId } = z.object({ tenantId: z.number().int() }).parse(request.body);
  const due = await app.db
    .update(playerMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(playerMessages.tenantId, tenantId),
        eq(playerMessages.state, 'pending'),
        isNull(playerMessages.leasedUntil),
      ),
    )
    .returning({ id: playerMessages.id });
  return { due: due.length };
});

await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
