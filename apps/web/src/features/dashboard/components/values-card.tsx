import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPesos } from '@panel/domain/money';
import { VALUE_AXIS_STEP } from '@panel/domain/dashboard/chart-axis';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { useStats } from '../api/get-stats';
import { formatPesosTick } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { ShiftChart } from './shift-chart';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.values;

/**
 * Valores (docs/features/dashboard.md): totals and averages of loads and bonuses, and the value loaded per shift.
 * Its axis counts pesos, so it steps by the Valor step of docs/features/dashboard.md (the minutes steps are the operators').
 */
export function ValuesCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats(dashboardEndpoints.values, range);
  const data = query.data;
  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <Figure label={T.total} value={formatPesos(data.total)} />
            <Figure label={T.promedio} value={formatPesos(data.promedio)} />
            <Figure label={T.totalbono} value={formatPesos(data.totalbono)} />
            <Figure label={T.promediobono} value={formatPesos(data.promediobono)} />
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {T.perShift}
          </Text>
          <ShiftChart
            shifts={data}
            seriesLabel={T.total}
            step={VALUE_AXIS_STEP}
            format={formatPesos}
            tick={formatPesosTick}
          />
        </Stack>
      )}
    </StatCard>
  );
}
