import { approvalProof } from '@/features/evidence/api/evidence-api';
import { ReceiptEvidence } from '@/features/evidence/components/receipt-evidence';
import { ReceiptsPage } from '@/features/receipts/components/receipts-page';

/**
 * /checker with the evidence beside the receipt (docs/features/evidence.md): features do not import
 * each other, so the app puts them together here, in a file of its own so that /checker downloads
 * nothing of Islas.
 */
export function CheckerScreen() {
  return <ReceiptsPage Evidence={ReceiptEvidence} approvalProof={approvalProof} />;
}
