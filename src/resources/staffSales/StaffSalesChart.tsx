import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { StaffSalesAnswer } from '../../domain/staffSales';
import { BUSINESSES } from '../../domain/takings';
import { staffName, t } from './staffRows';

const grouped = new Intl.NumberFormat('en-LK');

/** A bar a person, stacked by business: who sells what, at a glance. */
export default function StaffSalesChart({ answer }: { answer: StaffSalesAnswer }) {
  const translate = useTranslate();
  const title = t(translate, 'chart');
  const dataset = answer.staff.map((line) => ({
    name: staffName(line, translate),
    ...Object.fromEntries(BUSINESSES.map((business) => [business, line.businesses[business].amount])),
  }));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {dataset.length > 0 && (
          <BarChart
            layout="horizontal"
            dataset={dataset}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
            xAxis={[{ valueFormatter: (value: number) => grouped.format(value) }]}
            series={BUSINESSES.map((business) => ({
              dataKey: business,
              stack: 'total',
              label: t(translate, `business.${business}`),
              valueFormatter: (value: number | null) => formatMoney(value ?? 0),
            }))}
            height={Math.max(180, 40 * dataset.length + 80)}
            aria-label={title}
          />
        )}
      </CardContent>
    </Card>
  );
}
