import { eq } from 'drizzle-orm';
import { recordAudit } from './audit-log';
import type { DbOrTx } from './connection';
import { islands } from './schema';

/** A change to some of an island's settings: the audit action, and the stored columns before and after. */
export interface IslandSettingsChange {
  action: string;
  before: unknown;
  after: Partial<typeof islands.$inferInsert>;
}

/**
 * Writes `after` to the island and audits it on that island, by the caller, with the values before
 * and after: how each settings screen of rol 1 (queue limits, withdrawal rules) saves.
 */
export async function saveIslandSettings(
  tx: DbOrTx,
  caller: { id: number },
  islandId: number,
  { action, before, after }: IslandSettingsChange,
): Promise<void> {
  await tx.update(islands).set(after).where(eq(islands.id, islandId));
  await recordAudit(tx, {
    tenantId: islandId,
    actorUserId: caller.id,
    action,
    entity: 'island',
    entityId: islandId,
    before,
    after,
  });
}
