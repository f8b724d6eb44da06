import { lazy } from 'react';
import { EvidenceSettingsAction } from '@/features/evidence/components/evidence-settings';
import { IslandsPage } from '@/features/islands/components/islands-page';

/** The team queue's four-eyes block (docs/features/queue.md), read when an island is edited. */
const FourEyesBlock = lazy(() =>
  import('@/features/checker/components/four-eyes-block').then((m) => ({ default: m.FourEyesBlock })),
);

/**
 * Islas with the evidence settings among its row actions (docs/features/evidence.md) and the
 * four-eyes limits in the island modal.
 */
export function IslandsScreen() {
  return <IslandsPage ExtraAction={EvidenceSettingsAction} ModalBlock={FourEyesBlock} />;
}
