import { BarChart } from '@mantine/charts';
import { DASHBOARD_TEXTS as T } from '../texts';

interface ShiftChartProps {
  turnos: string[];
  values: number[];
  colors: string[];
  seriesLabel: string;
  ticks: number[];
  format: (value: number) => string;
  tick: (value: number) => string;
}

/** One bar per shift (08-16, 16-00, 00-08), each in its shift's colour. */
export function ShiftChart({ turnos, values, colors, seriesLabel, ticks, format, tick }: ShiftChartProps) {
  const data = turnos.map((turno, i) => ({ turno: T.shift(turno), value: values[i] ?? 0, color: colors[i] }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="turno"
      series={[{ name: 'value', label: seriesLabel, color: 'green.7' }]}
      valueFormatter={format}
      tickLine="y"
      yAxisProps={{ ticks, domain: [0, ticks.at(-1)!], interval: 0, tickFormatter: tick, width: 90 }}
      maxBarWidth={64}
    />
  );
}
