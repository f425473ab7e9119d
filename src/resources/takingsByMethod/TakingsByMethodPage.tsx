import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { TakingsByMethodAnswer } from '../../domain/takingsByMethod';
import { FigureCard } from '../../engine/Figures';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { methodCsv, methodHeaders, methodRows, t } from './methodRows';

const RESOURCE = 'reports/payments';
// The chart library is large and only the chart needs it: loaded when the page is.
const MethodShareChart = lazy(() => import('./MethodShareChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function TakingsByMethodPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <TakingsByMethodScreen />
    </OwnersReport>
  );
}

/**
 * A range of days (this month at first): received, refunded and net on cards, each method's
 * share in a chart, the table of methods by business, and what went on accounts; exported as CSV.
 */
function TakingsByMethodScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<TakingsByMethodAnswer>(RESOURCE, '/reports/payment-methods');
  const { range, setRange, data, error } = report;
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
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
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
      </ReportBody>
    </Box>
  );
}
