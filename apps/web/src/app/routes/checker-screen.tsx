import { approvalProof, confirmApproval } from '@/features/evidence/api/evidence-api';
import {
  EvidenceNotices,
  EvidenceWarnings,
  hasEvidenceWarnings,
} from '@/features/evidence/components/receipt-evidence';
import { ReceiptsPage } from '@/features/checker/components/receipts-page';

/**
 * /checker with the evidence beside the receipt (docs/features/evidence.md): features do not import
 * each other, so the app puts them together here, in a file of its own so that /checker downloads
 * nothing of Islas. The warnings go right on the decision buttons, the notices in the box below.
 */
export function CheckerScreen() {
  return (
    <ReceiptsPage
      EvidenceWarnings={EvidenceWarnings}
      hasEvidenceWarnings={hasEvidenceWarnings}
      EvidenceNotices={EvidenceNotices}
      approvalProof={approvalProof}
      confirmApproval={confirmApproval}
    />
  );
}
