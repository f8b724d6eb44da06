import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fundMovements } from '../src/db/schema';

type MovementKind = 'deposit' | 'depositBonus' | 'withdraw' | 'gameDebit' | 'gameCredit';

/**
 * A movement written by the platform, as a receipt approval or a cashier writes it (chained on the
 * player's balance), then dated `at` (now when omitted) so tests can place it in time.
 */
export function movementAt(
  app: FastifyInstance,
  kind: MovementKind,
  input: { clientId: number; amount: number },
  at?: Date,
) {
  return app.db.transaction(async (tx) => {
    const movement = await app.platform[kind](tx, input);
    if (at) await tx.update(fundMovements).set({ insDate: at }).where(eq(fundMovements.id, movement.id));
    return movement;
  });
}
