import { eq } from 'drizzle-orm';
import type { Caller } from '@panel/domain/auth/caller';
import type { EvidenceSettings } from '@panel/domain/evidence/evidence-view';
import { EVIDENCE_AUDIT_ACTIONS, EVIDENCE_MESSAGES as M } from '@panel/domain/evidence/texts';
import { auditOf } from '../db/audit-log';
import type { Db } from '../db/connection';
import { islands } from '../db/schema';
import { notFound } from '../errors';

const audit = auditOf('island');

const columns = { autoApprove: islands.autoApprove, deferredReturnMinutes: islands.deferredReturnMinutes };

export async function readEvidenceSettings(db: Db, id: number): Promise<EvidenceSettings> {
  const [row] = await db.select(columns).from(islands).where(eq(islands.id, id));
  if (!row) throw notFound(M.islandNotFound);
  return row;
}

/** Rol 1 switches the automatic approval and sets the return delay; audited with before and after. */
export async function saveEvidenceSettings(
  db: Db,
  caller: Caller,
  id: number,
  settings: EvidenceSettings,
): Promise<EvidenceSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(islands).where(eq(islands.id, id)).for('update');
    if (!before) throw notFound(M.islandNotFound);
    await tx
      .update(islands)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(islands.id, id));
    await audit(tx, caller, {
      tenantId: id,
      action: EVIDENCE_AUDIT_ACTIONS.settings,
      entityId: id,
      before,
      after: settings,
    });
    return settings;
  });
}
