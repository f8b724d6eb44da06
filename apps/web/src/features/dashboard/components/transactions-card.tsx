import { Progress, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { useStats } from '../api/get-stats';
import { formatCount } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.transactions;

const STATUSES = [
  // Dark shades: the figures in these colours keep 3:1 contrast on white.
  { key: 'aprobados', label: T.aprobados, color: 'green.9' },
  { key: 'pendientes', label: T.pendientes, color: 'orange.9' },
  { key: 'pospuestos', label: T.pospuestos, color: 'grape.9' },
  { key: 'rechazados', label: T.rechazados, color: 'red.9' },
] as const;

/**
 * Transacciones (docs/features/dashboard.md): receipts of the range by status (deferred ones apart
 * from pending), and how many carried a bonus.
 */
export function TransactionsCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats(dashboardEndpoints.transactions, range);
  const data = query.data?.data;
  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
            <Figure label={T.total} value={formatCount(data.total)} />
            {STATUSES.map((s) => (
              <Figure key={s.key} label={s.label} value={formatCount(data[s.key])} color={s.color} />
            ))}
            <Figure label={T.bonus} value={formatCount(data.bonus)} color="teal.9" />
          </SimpleGrid>
          {/* The share of each status at a glance (its count is in the figures above). */}
          <Progress.Root size={20} radius="md">
            {STATUSES.map((s) => {
              if (data[s.key] === 0) return null;
              const label = `${s.label}: ${formatCount(data[s.key])}`;
              return (
                <Tooltip key={s.key} label={label}>
                  <Progress.Section
                    value={(data[s.key] / data.total) * 100}
                    color={s.color}
                    aria-label={label}
                  />
                </Tooltip>
              );
            })}
          </Progress.Root>
        </Stack>
      )}
    </StatCard>
  );
}
