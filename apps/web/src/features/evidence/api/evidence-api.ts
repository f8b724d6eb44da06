import { queryOptions } from '@tanstack/react-query';
import { evidenceEndpoints } from '@panel/domain/evidence/evidence-endpoints';
import type { ReceiptView } from '@panel/domain/receipts/receipt-view';
import { call } from '@/lib/api-client';

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
