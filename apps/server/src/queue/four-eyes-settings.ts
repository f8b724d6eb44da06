import { eq } from 'drizzle-orm';
import { centavosToPesos, pesosToCentavos } from '@panel/domain/money';
import type { Caller } from '@panel/domain/auth/caller';
import { QUEUE_MESSAGES, type FourEyesBody, type FourEyesLimits } from '@panel/domain/queue/queue-rules';
import type { FourEyesView } from '@panel/domain/queue/queue-view';
import { saveIslandSettings } from '../db/island-settings';
import type { Db, DbOrTx } from '../db/connection';
import { islands } from '../db/schema';
import { notFound } from '../errors';

const pesosOrNull = (centavos: number | null) => (centavos === null ? null : centavosToPesos(centavos));
const centavosOrNull = (pesos: number | null) => (pesos === null ? null : pesosToCentavos(pesos));

/** An island's queue settings as stored: four eyes in centavos, and the claim limit. */
type QueueSettings = FourEyesLimits & { claimLimit: number };

async function settingsOf(db: DbOrTx, islandId: number): Promise<QueueSettings> {
  const [island] = await db
    .select({
      fourEyesAbove: islands.fourEyesAbove,
      fourEyesEditAbove: islands.fourEyesEditAbove,
      claimLimit: islands.claimLimit,
    })
    .from(islands)
    .where(eq(islands.id, islandId));
  if (!island) throw notFound(QUEUE_MESSAGES.islandNotFound);
  return island;
}

const viewOf = (settings: QueueSettings): FourEyesView => ({
  fourEyesAbove: pesosOrNull(settings.fourEyesAbove),
  fourEyesEditAbove: pesosOrNull(settings.fourEyesEditAbove),
  claimLimit: settings.claimLimit,
});

/** An island's four-eyes limits in pesos and its claim limit (docs/features/queue.md). */
export const readFourEyes = async (db: DbOrTx, islandId: number) => viewOf(await settingsOf(db, islandId));

/**
 * Rol 1 sets an island's limits (pesos, null = off) and, when sent, its claim limit; audited with the
 * values before and after.
 */
export async function saveFourEyes(
  db: Db,
  caller: Caller,
  islandId: number,
  input: FourEyesBody,
): Promise<FourEyesView> {
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, islandId);
    const after: QueueSettings = {
      fourEyesAbove: centavosOrNull(input.fourEyesAbove),
      fourEyesEditAbove: centavosOrNull(input.fourEyesEditAbove),
      claimLimit: input.claimLimit ?? before.claimLimit,
    };
    await saveIslandSettings(tx, caller, islandId, { action: 'island.four_eyes', before, after });
    return viewOf(after);
  });
}
