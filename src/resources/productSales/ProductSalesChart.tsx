import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ProductLines } from '../../domain/productSales';
import { formatMoney } from '../../domain/labels';
import { t, type Order } from './productRows';

const SHOWN = 10;
const grouped = new Intl.NumberFormat('en-LK');

/** The ten best products by what the table is ordered by, a bar each: the leaders read at a glance. */
export default function ProductSalesChart({ lines, order }: { lines: readonly ProductLines[]; order: Order }) {
  const translate = useTranslate();
  const title = t(translate, 'chart', { order: t(translate, `columns.${order}`) });
  const shown = lines.slice(0, SHOWN).map((line) => ({ name: line.name, value: line[order] }));
  const money = order !== 'quantity';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {shown.length > 0 && (
          <BarChart
            layout="horizontal"
            dataset={shown}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
            xAxis={[{ valueFormatter: (value: number) => grouped.format(value) }]}
            series={[{ dataKey: 'value', label: t(translate, `columns.${order}`), valueFormatter: (value: number | null) => (money ? formatMoney(value ?? 0) : String(value ?? 0)) }]}
            height={Math.max(160, 32 * shown.length + 60)}
            aria-label={title}
          />
        )}
      </CardContent>
    </Card>
  );
}
