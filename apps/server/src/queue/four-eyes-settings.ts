import { eq } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import type { Caller } from '@panel/domain/auth/caller';
import { QUEUE_MESSAGES, type FourEyesLimits } from '@panel/domain/queue/queue-rules';
import type { FourEyesView } from '@panel/domain/queue/queue-view';
import { recordAudit } from '../db/audit-log';
import type { Db, DbOrTx } from '../db/connection';
import { islands } from '../db/schema';
import { notFound } from '../errors';

const pesosOrNull = (centavos: number | null) => (centavos === null ? null : centavosToPesos(centavos));
const centavosOrNull = (pesos: number | null) => (pesos === null ? null : pesosToCentavos(pesos));

async function limitsOf(db: DbOrTx, islandId: number): Promise<FourEyesLimits> {
  const [island] = await db
    .select({ fourEyesAbove: islands.fourEyesAbove, fourEyesEditAbove: islands.fourEyesEditAbove })
    .from(islands)
    .where(eq(islands.id, islandId));
  if (!island) throw notFound(QUEUE_MESSAGES.islandNotFound);
  return island;
}

const viewOf = (limits: FourEyesLimits): FourEyesView => ({
  fourEyesAbove: pesosOrNull(limits.fourEyesAbove),
  fourEyesEditAbove: pesosOrNull(limits.fourEyesEditAbove),
});

/** An island's four-eyes limits in pesos (docs/features/queue.md). */
export const readFourEyes = async (db: DbOrTx, islandId: number) => viewOf(await limitsOf(db, islandId));

/** Rol 1 sets an island's limits (pesos, null = off), audited with the values before and after. */
export async function saveFourEyes(
  db: Db,
  caller: Caller,
  islandId: number,
  input: FourEyesView,
): Promise<FourEyesView> {
  const after: FourEyesLimits = {
    fourEyesAbove: centavosOrNull(input.fourEyesAbove),
    fourEyesEditAbove: centavosOrNull(input.fourEyesEditAbove),
  };
  await db.transaction(async (tx) => {
    const before = await limitsOf(tx, islandId);
    await tx.update(islands).set(after).where(eq(islands.id, islandId));
    await recordAudit(tx, {
      tenantId: islandId,
      actorUserId: caller.id,
      action: 'island.four_eyes',
      entity: 'island',
      entityId: islandId,
      before,
      after,
    });
  });
  return viewOf(after);
}
