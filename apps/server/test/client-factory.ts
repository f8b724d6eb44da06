import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/connection';
import { clients } from '../src/db/schema';

/** A player row of an island (no platform account; tests that need one create it). */
export async function createPlayer(
  db: Db,
  values: { tenantId: number } & Partial<typeof clients.$inferInsert>,
) {
  const suffix = randomBytes(3).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ panelUsername: `ts${suffix}`, phone: '1155550000', name: `jugador ${suffix}`, ...values })
    .returning();
  return client!;
}
