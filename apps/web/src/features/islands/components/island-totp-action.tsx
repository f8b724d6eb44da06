import { IconShieldLock } from '@tabler/icons-react';
import type { IslandView } from '@panel/domain/islands/island-view';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { RowAction } from '@/components/ui/row-action';
import { confirmThen } from '@/lib/confirm-dialog';
import { useSetIslandTotp } from '../api/set-island-totp';

/** Islas: require the second factor of the island's roles 1 and 2, or stop (docs/features/two-factor.md). */
export function IslandTotpAction({ island }: { island: IslandView }) {
  const save = useSetIslandTotp();
  const required = island.totpRequired === true;
  const label = `${required ? L.islandStopRequiring : L.islandRequire}: ${island.name}`;
  return (
    <RowAction
      label={label}
      color={required ? 'green' : 'gray'}
      onClick={() => void confirmThen(`${label}?`, () => save.mutate({ id: island.id, required: !required }))}
    >
      <IconShieldLock size={18} aria-hidden />
    </RowAction>
  );
}
