import type { BucketUnit } from '@panel/domain/dashboard/dashboard-stats';

/** es-AR numbers: dot thousands, comma decimals. */
const countFormat = new Intl.NumberFormat('es-AR');
const minutesFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

export const formatCount = (value: number) => countFormat.format(value);
export const formatMinutes = (value: number) => minutesFormat.format(value);
/** Axis ticks in pesos without cents: '$ 12.000'. */
export const formatPesosTick = (value: number) => `$ ${countFormat.format(value)}`;

/** A bucket's day ('YYYY-MM-DD') as the chart's axis shows it: 'dd/MM' by day, 'MM/yyyy' by month. */
export function bucketLabel(day: string, unit: BucketUnit): string {
  const [year, month, date] = day.split('-');
  return unit === 'day' ? `${date}/${month}` : `${month}/${year}`;
}
