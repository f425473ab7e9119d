import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatDate } from '../domain/format';
import { formatMoney } from '../domain/labels';
import type { TakingsDay } from '../domain/dashboard';

const money = (value: number | null) => formatMoney(value ?? 0);
// One formatter for every tick: `toLocaleString('en-LK')` built a new one at each call.
const grouped = new Intl.NumberFormat('en-LK');
const t = (key: string) => `app.dashboard.chart.${key}`;

/**
 * '12 Mar' under a bar: the day without its year, which the tooltip gives. Whole words, not a
 * number of characters: Tamil's month names are longer, and cutting them split a letter.
 */
export const withoutYear = (date: string) => date.replace(/\s+\d{4}$/, '');

export interface TakingsBarsProps {
  days: readonly TakingsDay[];
  /** The takings stacked by business, or the profit. */
  shows: 'takings' | 'profit';
  title: string;
  height: number;
}

/**
 * One chart's bars, a bar a day (TakingsChart.tsx draws the cards around them). In a chunk of its
 * own, loaded when the cards come near the view: the chart library is the dashboard's largest part.
 */
export default function TakingsBars({ days, shows, title, height }: TakingsBarsProps) {
  const translate = useTranslate();
  const dataset = days.map((day) => ({ ...day }));
  // Each day's label worked out once: the axes ask for it many times a render (ticks, their
  // measuring, the tooltip), and each call parsed the day in the shop's zone again.
  const labels = new Map(days.map(({ day }) => [day, formatDate(day)]));
  const label = (day: string) => labels.get(day) ?? formatDate(day);
  const xAxis = [{ scaleType: 'band' as const, dataKey: 'day', valueFormatter: (day: string, context: { location: string }) => (context.location === 'tick' ? withoutYear(label(day)) : label(day)) }];
  const yAxis = [{ width: 72, valueFormatter: (value: number) => grouped.format(value) }];
  const series =
    shows === 'takings'
      ? (['bills', 'recharges', 'repairs'] as const).map((key) => ({ dataKey: key, label: translate(t(key)), stack: 'takings', valueFormatter: money }))
      : [{ dataKey: 'profit' as const, label: translate(t('profitSeries')), stack: 'profit', valueFormatter: money }];
  return <BarChart dataset={dataset} xAxis={xAxis} yAxis={yAxis} series={series} height={height} aria-label={title} />;
}
