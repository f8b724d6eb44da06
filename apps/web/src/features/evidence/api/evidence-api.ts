import { queryOptions } from '@tanstack/react-query';
import { evidenceEndpoints } from '@panel/domain/evidence/evidence-endpoints';
import type { ReceiptView } from '@panel/domain/checker/checker-view';
import { ACCESS, type Rol } from '@panel/domain/roles';
import { call } from '@/lib/api-client';
import { confirmDialog } from '@/lib/confirm-dialog';
import { EVIDENCE_TEXTS as T } from '../texts';

export const deferredQueryOptions = () =>
  queryOptions({
    queryKey: ['deferred'] as const,
    queryFn: () => call(evidenceEndpoints.deferred, {}),
    refetchInterval: 30_000,
  });

export const autoApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: ['auto-approvals'] as const,
    queryFn: () => call(evidenceEndpoints.autoApprovals, {}),
  });

/**
 * The notice an approval from /checker consumes: the best match when it alone proves the receipt
 * (docs/features/evidence.md). Without one the approval moves on without a notice.
 */
export function approvalProof(receipt: ReceiptView): { noticeId?: number } {
  const strong = (receipt.matches ?? []).filter((m) => m.facts.strong);
  return strong.length === 1 ? { noticeId: strong[0]!.id } : {};
}

/**
 * Approving a receipt whose transfer's notice already confirmed another one (docs/features/evidence.md,
 * one transfer, one credit): a supervisor (rol 1, 2) is asked first, 'Aprobar igual' focused, and the
 * approval then carries `confirmUsedNotice`; anyone else sends it and reads the server's refusal.
 * Null (no question, nothing added) in every other case, so the usual approval stays synchronous.
 */
export function confirmApproval(
  receipt: ReceiptView,
  rol: Rol | undefined,
): Promise<{ confirmUsedNotice: true } | null> | null {
  const used = receipt.usedNotice;
  if (!used || rol === undefined || !ACCESS.dashboard.includes(rol)) return null;
  return confirmDialog({
    title: T.approveAnywayTitle,
    message: `${T.usedNotice} ${T.usedNoticeLink(used.receiptId)}. ${T.usedNoticeHint} ${T.approveAnywayQuestion}`,
    confirmLabel: T.approveAnyway,
    focusConfirm: true,
  }).then((yes) => (yes ? { confirmUsedNotice: true } : null));
}
