import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { SalesByTimeAnswer } from '../../domain/salesByTime';
import { hourLabel, openHours, t, weekdayLabel } from './timeRows';

const grouped = new Intl.NumberFormat('en-LK');
const HEIGHT = 260;

/** The takings by hour (the hours the shop sold in) and by weekday, a bar each: the busy times at a glance. */
export default function TimeCharts({ answer }: { answer: SalesByTimeAnswer }) {
  const translate = useTranslate();
  const money = (value: number | null) => formatMoney(value ?? 0);
  const hours = openHours(answer).map((hour) => ({ label: hourLabel(hour).slice(0, 5), amount: answer.hours[hour]!.amount }));
  const weekdays = answer.weekdays.map((line, index) => ({ label: weekdayLabel(index, translate), amount: line.amount }));
  const chart = (title: string, dataset: { label: string; amount: number }[]) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {dataset.length > 0 && (
            <BarChart
              dataset={dataset}
              xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
              yAxis={[{ width: 72, valueFormatter: (value: number) => grouped.format(value) }]}
              series={[{ dataKey: 'amount', label: t(translate, 'columns.amount'), valueFormatter: money }]}
              height={HEIGHT}
              aria-label={title}
            />
          )}
        </CardContent>
      </Card>
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {chart(t(translate, 'byHour'), hours)}
      {chart(t(translate, 'byWeekday'), weekdays)}
    </Grid>
  );
}
