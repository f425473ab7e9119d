import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import { useHttp } from '../../engine/HttpContext';
import { monthLabel } from './monthLabel';
import { t } from './statementRows';

const HEIGHT = 260;
const grouped = new Intl.NumberFormat('en-LK');

interface MonthProfit {
  month: string;
  income: number;
  gross: number;
  expenses: number;
  net: number;
}

/**
 * Net profit by month over the twelve months ending with the one `to` falls in
 * (`GET /reports/profit-and-loss/months`), a bar a month: a year read at a glance. The same
 * figures as the statement of each month; loaded on its own, with the chart library.
 */
export default function NetProfitChart({ to }: { to: string }) {
  const translate = useTranslate();
  const http = useHttp();
  const { data, error } = useQuery({
    queryKey: ['reports/profit', 'months', to],
    queryFn: () => http.request<{ months: MonthProfit[] }>('GET', '/reports/profit-and-loss/months', { query: { to } }),
    retry: 0,
  });
  const title = t(translate, 'chart');
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {error ? (
          <Alert severity="error">{t(translate, 'chartFailed')}</Alert>
        ) : !data ? (
          <LinearProgress />
        ) : (
          <BarChart
            dataset={data.months.map((line) => ({ ...line }))}
            xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: monthLabel }]}
            yAxis={[{ width: 72, valueFormatter: (value: number) => grouped.format(value) }]}
            series={[{ dataKey: 'net', label: t(translate, 'net'), valueFormatter: (value: number | null) => formatMoney(value ?? 0) }]}
            height={HEIGHT}
            aria-label={title}
          />
        )}
      </CardContent>
    </Card>
  );
}
