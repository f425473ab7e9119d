import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatDate } from '../domain/format';
import { formatMoney } from '../domain/labels';
import type { TakingsDay } from '../domain/dashboard';

const HEIGHT = 280;
const money = (value: number | null) => formatMoney(value ?? 0);
// One formatter for every tick: `toLocaleString('en-LK')` built a new one at each call.
const grouped = new Intl.NumberFormat('en-LK');
const t = (key: string) => `app.dashboard.chart.${key}`;

/**
 * '12 Mar' under a bar: the day without its year, which the tooltip gives. Whole words, not a
 * number of characters: Tamil's month names are longer, and cutting them split a letter.
 */
export const withoutYear = (date: string) => date.replace(/\s+\d{4}$/, '');

interface Series {
  dataKey: keyof TakingsDay;
  label: string;
  stack: string;
  valueFormatter: typeof money;
}

interface Props {
  days: readonly TakingsDay[];
  showProfit: boolean;
}

/**
 * The last 30 days' takings, bills, recharges and repairs stacked per day, and for owners the
 * profit beside it. Loaded on its own (React.lazy): the chart library is the dashboard's
 * largest part and no other screen needs it. The figures are also text (the cards above).
 */
export default function TakingsChart({ days, showProfit }: Props) {
  const translate = useTranslate();
  const dataset = days.map((day) => ({ ...day }));
  // Each day's label worked out once: the axes ask for it many times a render (ticks, their
  // measuring, the tooltip), and each call parsed the day in the shop's zone again.
  const labels = new Map(days.map(({ day }) => [day, formatDate(day)]));
  const label = (day: string) => labels.get(day) ?? formatDate(day);
  const xAxis = [{ scaleType: 'band' as const, dataKey: 'day', valueFormatter: (day: string, context: { location: string }) => (context.location === 'tick' ? withoutYear(label(day)) : label(day)) }];
  const yAxis = [{ width: 72, valueFormatter: (value: number) => grouped.format(value) }];
  const takings: Series[] = (['bills', 'recharges', 'repairs'] as const).map((key) => ({
    dataKey: key,
    label: translate(t(key)),
    stack: 'takings',
    valueFormatter: money,
  }));

  const chart = (title: string, series: Series[]) => (
    <Grid size={{ xs: 12, md: showProfit ? 6 : 12 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <BarChart dataset={dataset} xAxis={xAxis} yAxis={yAxis} series={series} height={HEIGHT} aria-label={title} />
        </CardContent>
      </Card>
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {chart(translate(t('takings')), takings)}
      {showProfit && chart(translate(t('profit')), [{ dataKey: 'profit', label: translate(t('profitSeries')), stack: 'profit', valueFormatter: money }])}
    </Grid>
  );
}
