import { Card, CardContent, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { TakingsByMethodAnswer } from '../../domain/takingsByMethod';
import { t } from './methodRows';

/** Each method's share of the money received, a slice each: how the shop is paid, at a glance. */
export default function MethodShareChart({ answer }: { answer: TakingsByMethodAnswer }) {
  const translate = useTranslate();
  const title = t(translate, 'chart');
  const slices = answer.methods
    .filter((line) => line.received > 0)
    .map((line, index) => ({ id: index, value: line.received, label: translate(`app.payments.tenders.${line.method}`) }));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {slices.length === 0 ? (
          <Typography color="text.secondary">{t(translate, 'nothing')}</Typography>
        ) : (
          <PieChart series={[{ data: slices, innerRadius: 40, valueFormatter: (item) => formatMoney(item.value) }]} height={240} aria-label={title} />
        )}
      </CardContent>
    </Card>
  );
}
