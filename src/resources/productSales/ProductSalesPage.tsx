import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, LinearProgress, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/format';
import { formatMoney } from '../../domain/labels';
import { DEFAULT_IDLE_DAYS, type ProductSalesAnswer } from '../../domain/productSales';
import { FigureCard } from '../../engine/Figures';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { idleCsv, orderedLines, ORDERS, soldCsv, t, type Order } from './productRows';

const RESOURCE = 'reports/products';
// The chart library is large and only the chart needs it: loaded when the page is.
const ProductSalesChart = lazy(() => import('./ProductSalesChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function ProductSalesPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <ProductSalesScreen />
    </OwnersReport>
  );
}

/**
 * A range of days (this month at first): revenue, profit, units and the idle stock's value on
 * cards, the best products in a chart, the products sold ordered by revenue, profit or units,
 * and those with stock and no sale in the last N days; each table exported as CSV.
 */
function ProductSalesScreen() {
  const translate = useTranslate();
  const [idleDays, setIdleDays] = useState(String(DEFAULT_IDLE_DAYS));
  const [order, setOrder] = useState<Order>('revenue');
  const report = useReportAnswer<ProductSalesAnswer>(RESOURCE, '/reports/products', { idleDays });
  const { range, setRange, data, error, problem } = report;
  const lines = data ? orderedLines(data.lines, order) : [];
  const card = (key: string, value: string | undefined) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <FigureCard label={t(translate, key)} value={value ?? (error ? '' : null)} />
    </Grid>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
        <TextField
          label={t(translate, 'idleDays')}
          value={idleDays}
          onChange={(event) => setIdleDays(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={problem === 'idleDaysInvalid'}
          helperText={problem === 'idleDaysInvalid' ? translate(`app.messages.${problem}`) : undefined}
          sx={{ maxWidth: 220 }}
        />
      </Stack>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t(translate, 'figures')} sx={{ mb: 2 }}>
        {card('revenue', data && formatMoney(data.total.revenue))}
        {card('profit', data && formatMoney(data.total.profit))}
        {card('quantity', data && String(data.total.quantity))}
        {card('idleValue', data && formatMoney(data.idleValue))}
      </Grid>
      <ReportBody report={report} failed={t(translate, 'failed')} fieldProblem="idleDaysInvalid">
        {(data) => (
          <>
            <Suspense fallback={<LinearProgress />}>
              <ProductSalesChart lines={lines} order={order} />
            </Suspense>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 3, mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {t(translate, 'sold')}
              </Typography>
              <ToggleButtonGroup size="small" exclusive value={order} onChange={(_, picked: Order | null) => picked && setOrder(picked)} aria-label={t(translate, 'orderBy')}>
                {ORDERS.map((by) => (
                  <ToggleButton key={by} value={by}>
                    {t(translate, `columns.${by}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            <ReportTable
              label={t(translate, 'sold')}
              headers={[t(translate, 'columns.product'), t(translate, 'columns.quantity'), t(translate, 'columns.revenue'), t(translate, 'columns.profit')]}
              rows={lines.map((line) => [line.name, String(line.quantity), formatMoney(line.revenue), formatMoney(line.profit)])}
              empty={t(translate, 'noneSold')}
            />
            <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(soldCsv(lines, translate), `products-${data.from}-${data.to}`)}>
                {t(translate, 'exportSold')}
              </Button>
            </Stack>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t(translate, 'idle', { days: data.idleDays })}
            </Typography>
            <ReportTable
              label={t(translate, 'idle', { days: data.idleDays })}
              headers={[t(translate, 'columns.product'), t(translate, 'columns.onHand'), t(translate, 'columns.lastSold'), t(translate, 'columns.value')]}
              rows={data.idle.map((line) => [line.name, String(line.quantity), line.lastSold ? formatDate(line.lastSold) : t(translate, 'never'), formatMoney(line.value)])}
              empty={t(translate, 'noneIdle')}
            />
            <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(idleCsv(data.idle, translate), `products-without-sale-${data.to}`)}>
                {t(translate, 'exportIdle')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t(translate, 'basis')}
            </Typography>
          </>
        )}
      </ReportBody>
    </Box>
  );
}
