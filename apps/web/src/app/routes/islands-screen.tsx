import { EvidenceSettingsAction } from '@/features/evidence/components/evidence-settings';
import { IslandsPage } from '@/features/islands/components/islands-page';

/** Islas with the evidence settings among its row actions (docs/features/evidence.md). */
export function IslandsScreen() {
  return <IslandsPage ExtraAction={EvidenceSettingsAction} />;
}
