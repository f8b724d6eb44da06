import { approvalProof } from '@/features/evidence/api/evidence-api';
import { EvidenceSettingsAction } from '@/features/evidence/components/evidence-settings';
import { ReceiptEvidence } from '@/features/evidence/components/receipt-evidence';
import { IslandsPage } from '@/features/islands/components/islands-page';
import { ReceiptsPage } from '@/features/receipts/components/receipts-page';

/**
 * Screens that show the evidence feature inside another (docs/features/evidence.md): features do
 * not import each other, so the app puts them together here.
 */
export function CheckerScreen() {
  return <ReceiptsPage Evidence={ReceiptEvidence} approvalProof={approvalProof} />;
}

export function IslandsScreen() {
  return <IslandsPage ExtraAction={EvidenceSettingsAction} />;
}
