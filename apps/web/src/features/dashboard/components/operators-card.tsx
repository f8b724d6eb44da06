import { Group, Stack, Table } from '@mantine/core';
import { minutesAxisStep } from '@panel/domain/dashboard/chart-axis';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { pickedToWire } from '@panel/domain/date-range';
import { OperatorFigures } from '@/components/operator-figures/operator-figures';
import { useStats } from '../api/get-stats';
import { formatCount, formatMinutes } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { ShiftChart } from './shift-chart';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.operators;
const figuresRange = (range: CardProps['range']) => {
  const [start, end] = pickedToWire(range[0], range[1]);
  return { start, end };
};

/** Operadores (docs/features/dashboard.md): average minutes from upload to decision per shift, and interventions. */
export function OperatorsCard({ range, onRangeChange, onHelp }: CardProps) {
  const query = useStats(dashboardEndpoints.operators, range);
  const data = query.data;
  const minutes = (value: number) => T.minutes(formatMinutes(value));
  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <Stack gap="md">
          <Group gap="xl">
            <Figure label={T.interventions} value={formatCount(data.data)} />
          </Group>
          <ShiftChart
            shifts={data}
            seriesLabel={T.average}
            step={minutesAxisStep(data.time)}
            format={minutes}
            tick={(value) => formatCount(value)}
          />
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.shift}</Table.Th>
                <Table.Th ta="right">{T.averageShort}</Table.Th>
                <Table.Th ta="right">{T.interventions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.turnos.map((turno, i) => (
                <Table.Tr key={turno}>
                  <Table.Td>{turno}</Table.Td>
                  <Table.Td ta="right">{minutes(data.time[i]!)}</Table.Td>
                  <Table.Td ta="right">{formatCount(data.intervenciones[i]!)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <OperatorFigures {...figuresRange(range)} />
        </Stack>
      )}
    </StatCard>
  );
}
