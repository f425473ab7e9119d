import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatDate } from '../domain/format';
import { formatMoney } from '../domain/labels';
import type { TakingsDay } from '../domain/dashboard';

const HEIGHT = 280;
const money = (value: number | null) => formatMoney(value ?? 0);
/** '12 Mar' under a bar: the year is in the tooltip. */
const shortDay = (day: string) => formatDate(day).slice(0, 6);
const t = (key: string) => `app.dashboard.chart.${key}`;

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
  const xAxis = [{ scaleType: 'band' as const, dataKey: 'day', valueFormatter: (day: string, context: { location: string }) => (context.location === 'tick' ? shortDay(day) : formatDate(day)) }];
  const yAxis = [{ width: 72, valueFormatter: (value: number) => value.toLocaleString('en-LK') }];
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
