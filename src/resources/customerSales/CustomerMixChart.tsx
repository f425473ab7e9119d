import { Card, CardContent, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { CustomerSalesAnswer } from '../../domain/customerSales';
import { formatMoney } from '../../domain/labels';
import { t } from './customerRows';

/** What new customers, returning ones and walk-ins spent, a slice each: where the bills come from, at a glance. */
export default function CustomerMixChart({ answer }: { answer: CustomerSalesAnswer }) {
  const translate = useTranslate();
  const title = t(translate, 'chart');
  const slices = [
    { id: 0, value: answer.newCustomers.amount, label: t(translate, 'newCustomers') },
    { id: 1, value: answer.returning.amount, label: t(translate, 'returningCustomers') },
    { id: 2, value: answer.walkIn.amount, label: t(translate, 'walkIn') },
  ].filter((slice) => slice.value > 0);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {slices.length > 0 && <PieChart series={[{ data: slices, innerRadius: 40, valueFormatter: (item) => formatMoney(item.value) }]} height={220} aria-label={title} />}
      </CardContent>
    </Card>
  );
}
