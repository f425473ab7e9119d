import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadCSV, Title, useCanAccess, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../../custom/AccessDeniedPage';
import { shopDay } from '../../domain/dates';
import { formatMoney } from '../../domain/labels';
import { monthOf } from '../../domain/profitAndLoss';
import type { RechargeMarginsAnswer } from '../../domain/rechargeMargins';
import { useHttp } from '../../engine/HttpContext';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { serverMessageKey } from '../../engine/notices';
import { ReportTable } from '../../engine/ReportTable';
import { marginCsv, marginHeaders, marginRows, t } from './marginRows';

const RESOURCE = 'reports/recharges';
// The chart library is large and only the chart needs it: loaded when the page is.
const MarginChart = lazy(() => import('./MarginChart'));
const percent = (margin: number | null) => (margin === null ? '–' : `${margin.toFixed(1)}%`);

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function RechargeMarginsPage() {
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'list' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <RechargeMarginsScreen />;
}

/** A range of days (this month at first): each provider's takings and profit in a chart, the table with margins, exported as CSV. */
function RechargeMarginsScreen() {
  const translate = useTranslate();
  const http = useHttp();
  const [range, setRange] = useState(() => monthOf(shopDay()));
  const ready = Boolean(range.from && range.to);
  const { data, error, isPending } = useQuery({
    queryKey: [RESOURCE, range.from, range.to],
    queryFn: () => http.request<RechargeMarginsAnswer>('GET', '/reports/recharge-margins', { query: { from: range.from, to: range.to } }),
    enabled: ready,
    retry: 0,
  });
  const problem = error ? serverMessageKey(error) : undefined;
  const name = translate(`resources.${RESOURCE}.name`, { smart_count: 1 });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      {problem ? (
        <Alert severity="error">{translate(`app.messages.${problem}`)}</Alert>
      ) : error ? (
        <Alert severity="error">{t(translate, 'failed')}</Alert>
      ) : !ready ? null : isPending || !data ? (
        <LinearProgress />
      ) : (
        <>
          <Suspense fallback={<LinearProgress />}>
            <MarginChart answer={data} />
          </Suspense>
          <Box sx={{ mt: 3 }}>
            <ReportTable label={name} headers={marginHeaders(translate)} rows={marginRows(data, translate, formatMoney, percent)} empty="" totalLast />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(translate, 'basis')}
          </Typography>
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(marginCsv(data, translate), `recharge-margins-${data.from}-${data.to}`)}>
              {translate('ra.action.export')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
