import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { RechargeMarginsAnswer } from '../../domain/rechargeMargins';
import { t } from './marginRows';

const grouped = new Intl.NumberFormat('en-LK');

/** Each provider's takings and profit side by side: which reloads earn, at a glance. */
export default function MarginChart({ answer }: { answer: RechargeMarginsAnswer }) {
  const translate = useTranslate();
  const title = t(translate, 'chart');
  const money = (value: number | null) => formatMoney(value ?? 0);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <BarChart
          dataset={answer.providers.map((line) => ({ name: line.rechargeType, amount: line.amount, profit: line.profit }))}
          xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
          yAxis={[{ width: 72, valueFormatter: (value: number) => grouped.format(value) }]}
          series={[
            { dataKey: 'amount', label: t(translate, 'columns.amount'), valueFormatter: money },
            { dataKey: 'profit', label: t(translate, 'columns.profit'), valueFormatter: money },
          ]}
          height={260}
          aria-label={title}
        />
      </CardContent>
    </Card>
  );
}
