import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadCSV, Title, useCanAccess, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../../custom/AccessDeniedPage';
import { shopDay } from '../../domain/dates';
import { formatMoney } from '../../domain/labels';
import { monthOf } from '../../domain/profitAndLoss';
import type { TakingsByMethodAnswer } from '../../domain/takingsByMethod';
import { FigureCard } from '../../engine/Figures';
import { useHttp } from '../../engine/HttpContext';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { serverMessageKey } from '../../engine/notices';
import { ReportTable } from '../../engine/ReportTable';
import { methodCsv, methodHeaders, methodRows, t } from './methodRows';

const RESOURCE = 'reports/payments';
// The chart library is large and only the chart needs it: loaded when the page is.
const MethodShareChart = lazy(() => import('./MethodShareChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function TakingsByMethodPage() {
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'list' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <TakingsByMethodScreen />;
}

/**
 * A range of days (this month at first): received, refunded and net on cards, each method's
 * share in a chart, the table of methods by business, and what went on accounts; exported as CSV.
 */
function TakingsByMethodScreen() {
  const translate = useTranslate();
  const http = useHttp();
  const [range, setRange] = useState(() => monthOf(shopDay()));
  const ready = Boolean(range.from && range.to);
  const { data, error, isPending } = useQuery({
    queryKey: [RESOURCE, range.from, range.to],
    queryFn: () => http.request<TakingsByMethodAnswer>('GET', '/reports/payment-methods', { query: { from: range.from, to: range.to } }),
    enabled: ready,
    retry: 0,
  });
  const problem = error ? serverMessageKey(error) : undefined;
  const card = (key: string, value: number | undefined) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <FigureCard label={t(translate, key)} value={value !== undefined ? formatMoney(value) : error ? '' : null} />
    </Grid>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t(translate, 'figures')} sx={{ mb: 2 }}>
        {card('received', data?.total.received)}
        {card('refunded', data?.total.refunded)}
        {card('net', data?.total.net)}
        {card('onAccounts', data?.credit.onAccounts)}
      </Grid>
      {problem ? (
        <Alert severity="error">{translate(`app.messages.${problem}`)}</Alert>
      ) : error ? (
        <Alert severity="error">{t(translate, 'failed')}</Alert>
      ) : !ready ? null : isPending || !data ? (
        <LinearProgress />
      ) : (
        <>
          <Suspense fallback={<LinearProgress />}>
            <MethodShareChart answer={data} />
          </Suspense>
          <Box sx={{ mt: 3 }}>
            <ReportTable
              label={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })}
              headers={methodHeaders(translate)}
              rows={methodRows(data, translate, formatMoney)}
              empty=""
              totalLast
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(translate, 'credit', { onAccounts: formatMoney(data.credit.onAccounts), takenOff: formatMoney(data.credit.takenOff) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(translate, 'basis')}
          </Typography>
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(methodCsv(data, translate), `takings-by-method-${data.from}-${data.to}`)}>
              {translate('ra.action.export')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
