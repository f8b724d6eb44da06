import { lazy } from 'react';
import { EvidenceSettingsAction } from '@/features/evidence/components/evidence-settings';
import { IslandsPage } from '@/features/islands/components/islands-page';
import { WithdrawalRulesAction } from '@/features/withdrawals/components/withdrawal-settings';

/** The team queue's four-eyes block (docs/features/queue.md), read when an island is edited. */
const FourEyesBlock = lazy(() =>
  import('@/features/checker/components/four-eyes-block').then((m) => ({ default: m.FourEyesBlock })),
);

/** An island's row actions from other features: evidence and withdrawal rules. */
function IslandActions({ island }: { island: { id: number; name: string } }) {
  return (
    <>
      <EvidenceSettingsAction island={island} />
      <WithdrawalRulesAction island={island} />
    </>
  );
}

/**
 * Islas with the evidence settings (docs/features/evidence.md) and the withdrawal rules
 * (docs/features/withdrawals.md) among its row actions, and the four-eyes limits in the island modal.
 */
export function IslandsScreen() {
  return <IslandsPage ExtraAction={IslandActions} ModalBlock={FourEyesBlock} />;
}
