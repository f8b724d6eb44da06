import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { SCREENS } from '@panel/domain/roles';
import { usePayoutStatus } from '../api/withdrawals';
import { WITHDRAWALS_TEXTS } from '../texts';

/** The header's badge for rol 4: approved requests nobody holds, a link to Pagos (docs/features/withdrawals.md). */
export function PayoutsBadge() {
  const status = usePayoutStatus();
  const waiting = status.data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Badge
      component={Link}
      to={SCREENS.payouts.path}
      color="orange"
      variant="filled"
      size="lg"
      style={{ cursor: 'pointer' }}
    >
      {WITHDRAWALS_TEXTS.badge(waiting)}
    </Badge>
  );
}
