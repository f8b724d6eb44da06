import { Progress, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { transactionsAnswer } from '@panel/domain/dashboard/dashboard-stats';
import { useStats } from '../api/get-stats';
import { formatCount } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.transactions;

const STATUSES = [
  { key: 'aprobados', label: T.aprobados, color: 'green.7' },
  { key: 'pendientes', label: T.pendientes, color: 'yellow.6' },
  { key: 'rechazados', label: T.rechazados, color: 'red.7' },
] as const;

/** Transacciones (SPEC §2.16): receipts of the range by status, and how many carried a bonus. */
export function TransactionsCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats('trans', transactionsAnswer, range);
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
            <Figure label={T.bonus} value={formatCount(data.bonus)} color="teal.7" />
          </SimpleGrid>
          {/* The share of each status at a glance; empty ranges draw an empty bar. */}
          <Progress.Root size={28} radius="md">
            {STATUSES.map((s) =>
              data[s.key] > 0 ? (
                <Tooltip key={s.key} label={`${s.label}: ${formatCount(data[s.key])}`}>
                  <Progress.Section value={(data[s.key] / data.total) * 100} color={s.color}>
                    <Progress.Label>{formatCount(data[s.key])}</Progress.Label>
                  </Progress.Section>
                </Tooltip>
              ) : null,
            )}
          </Progress.Root>
        </Stack>
      )}
    </StatCard>
  );
}
