import { BarChart } from '@mantine/charts';
import { axisTicks } from '@panel/domain/dashboard/chart-axis';
import type { OperatorsAnswer, ValuesAnswer } from '@panel/domain/dashboard/dashboard-stats';
import { DASHBOARD_TEXTS as T } from '../texts';

/** The per-shift series both the Operadores and the Valores answers carry: `time` is the bar's value. */
type Shifts = Pick<OperatorsAnswer | ValuesAnswer, 'turnos' | 'time' | 'color'>;

interface ShiftChartProps {
  shifts: Shifts;
  seriesLabel: string;
  /** The axis' base step (docs/features/dashboard.md): minutes for the operators, pesos for the values. */
  step: number;
  format: (value: number) => string;
  tick: (value: number) => string;
}

/** One bar per shift (08-16, 16-00, 00-08), each in its shift's colour. */
export function ShiftChart({ shifts, seriesLabel, step, format, tick }: ShiftChartProps) {
  const { turnos, time, color } = shifts;
  const data = turnos.map((turno, i) => ({ turno: T.shift(turno), value: time[i] ?? 0, color: color[i] }));
  const ticks = axisTicks(Math.max(...time), step);
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
