import { SimpleGrid } from '@mantine/core';
import { formatPesos } from '@panel/domain/money';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { useStats } from '../api/get-stats';
import { formatCount } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.withdrawals;

/** What a count-and-value figure shows: '3 · $ 1.350,50'. */
const both = ({ cantidad, valor }: { cantidad: number; valor: number }) =>
  `${formatCount(cantidad)} · ${formatPesos(valor)}`;

/**
 * Retiros (docs/features/withdrawals.md 'Dashboard'): cashiers' own withdrawals apart from the
 * requests paid through rol 4's queue, and the requests of the range by where they stand.
 */
export function WithdrawalsCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats(dashboardEndpoints.withdrawals, range);
  const data = query.data?.data;
  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Figure label={T.cajeros} value={both(data.cajeros)} />
          <Figure label={T.pagados} value={both(data.pagados)} color="green.9" />
          <Figure label={T.enCurso} value={both(data.enCurso)} color="orange.9" />
          <Figure label={T.solicitados} value={both(data.solicitados)} />
          <Figure label={T.rechazados} value={formatCount(data.rechazados)} color="red.9" />
          <Figure label={T.cancelados} value={formatCount(data.cancelados)} />
        </SimpleGrid>
      )}
    </StatCard>
  );
}
