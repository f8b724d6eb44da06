import { recordAudit } from '../db/audit-log';
import type { DbOrTx } from '../db/connection';

/** Every step of a request in the audit trail, in the step's transaction (docs/features/audit.md). */
export const auditWithdrawal = (
  tx: DbOrTx,
  tenantId: number,
  actorUserId: number | null,
  action: string,
  id: number,
  change: { before?: unknown; after?: unknown },
) => recordAudit(tx, { tenantId, actorUserId, action, entity: 'withdrawal', entityId: id, ...change });
