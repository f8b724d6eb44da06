import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack } from '@mantine/core';
import { formatPesos } from '@panel/domain/money';
import { axisTicks, playerAxisStep, VALUE_AXIS_STEP } from '@panel/domain/dashboard/chart-axis';
import { dashboardEndpoints } from '@panel/domain/dashboard/dashboard-endpoints';
import { CHART_MODES, type ChartMode } from '@panel/domain/dashboard/dashboard-stats';
import { useStats } from '../api/get-stats';
import { bucketLabel, formatCount, formatPesosTick } from '../format';
import { DASHBOARD_TEXTS } from '../texts';
import { Figure, StatCard, type CardProps } from './stat-card';

const T = DASHBOARD_TEXTS.cards.loads;

/** The series each chart mode draws, with the axis step of docs/features/dashboard.md where it gives one. */
const MODES = {
  Cargas: {
    series: [
      { name: 'cantidad', label: T.cantidad, color: 'green.7' },
      { name: 'cantidadbono', label: T.cantidadbono, color: 'teal.4' },
    ],
    format: formatCount,
    tick: formatCount,
    step: () => 1,
  },
  Valor: {
    series: [
      { name: 'valor', label: T.valor, color: 'blue.7' },
      { name: 'valorbono', label: T.valorbono, color: 'cyan.4' },
    ],
    format: formatPesos,
    tick: formatPesosTick,
    step: () => VALUE_AXIS_STEP,
  },
  Clientes: {
    series: [{ name: 'clientes', label: T.clientes, color: 'violet.6' }],
    format: formatCount,
    tick: formatCount,
    step: (clients: number) => playerAxisStep(clients),
  },
} as const satisfies Record<ChartMode, unknown>;

/** Cargas (docs/features/dashboard.md): loads per day or month, drawn as loads, value or players. */
export function LoadsCard({ range, onRangeChange, onHelp }: CardProps) {
  const [mode, setMode] = useState<ChartMode>('Cargas');
  const query = useStats(dashboardEndpoints.loads, range, mode);
  const view = MODES[mode];
  const data = query.data;
  const rows = (data?.items ?? []).map((item) => ({ ...item, label: bucketLabel(item.fecha, data!.unit) }));
  const max = Math.max(0, ...rows.flatMap((row) => view.series.map((s) => row[s.name])));
  const ticks = axisTicks(max, view.step(data?.clients ?? 0));

  return (
    <StatCard title={T.title} range={range} onRangeChange={onRangeChange} onHelp={onHelp} state={query}>
      {data && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            <Group gap="xl">
              {mode === 'Cargas' && (
                <>
                  <Figure label={T.cantidad} value={formatCount(data.data.cantidad)} />
                  <Figure label={T.cantidadbono} value={formatCount(data.data.cantidadbono)} />
                </>
              )}
              {mode === 'Valor' && (
                <>
                  <Figure label={T.valor} value={formatPesos(data.data.valor)} />
                  <Figure label={T.valorbono} value={formatPesos(data.data.valorbono)} />
                </>
              )}
              {mode === 'Clientes' && <Figure label={T.playersInRange} value={formatCount(data.clients)} />}
            </Group>
            <SegmentedControl
              aria-label={T.modeLabel}
              value={mode}
              onChange={(value) => setMode(value as ChartMode)}
              data={CHART_MODES.map((m) => ({ value: m, label: T.modes[m] }))}
            />
          </Group>
          <BarChart
            h={280}
            data={rows}
            dataKey="label"
            series={[...view.series]}
            valueFormatter={view.format}
            withLegend={view.series.length > 1}
            legendProps={{ verticalAlign: 'top', height: 36 }}
            tickLine="y"
            yAxisProps={{
              ticks,
              domain: [0, ticks.at(-1)!],
              interval: 0,
              tickFormatter: view.tick,
              width: 90,
            }}
            xAxisProps={{ minTickGap: 8 }}
            maxBarWidth={36}
          />
        </Stack>
      )}
    </StatCard>
  );
}
