import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { downloadCSV, Title, useCanAccess, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../../custom/AccessDeniedPage';
import { shopDay } from '../../domain/dates';
import { formatMoney } from '../../domain/labels';
import { monthOf } from '../../domain/profitAndLoss';
import type { StaffSalesAnswer } from '../../domain/staffSales';
import { useHttp } from '../../engine/HttpContext';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { serverMessageKey } from '../../engine/notices';
import { ReportTable } from '../../engine/ReportTable';
import { staffCsv, staffHeaders, staffRows, t } from './staffRows';

const RESOURCE = 'reports/staff';
// The chart library is large and only the chart needs it: loaded when the page is.
const StaffSalesChart = lazy(() => import('./StaffSalesChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function StaffSalesPage() {
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'list' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <StaffSalesScreen />;
}

/** A range of days (this month at first): each person's takings by business in a chart and a table, exported as CSV. */
function StaffSalesScreen() {
  const translate = useTranslate();
  const http = useHttp();
  const [range, setRange] = useState(() => monthOf(shopDay()));
  const ready = Boolean(range.from && range.to);
  const { data, error, isPending } = useQuery({
    queryKey: [RESOURCE, range.from, range.to],
    queryFn: () => http.request<StaffSalesAnswer>('GET', '/reports/staff-sales', { query: { from: range.from, to: range.to } }),
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
            <StaffSalesChart answer={data} />
          </Suspense>
          <Box sx={{ mt: 3 }}>
            <ReportTable
              label={name}
              headers={staffHeaders(translate)}
              rows={[...staffRows(data, translate, formatMoney), ...(data.staff.length ? [[t(translate, 'columns.total'), '', '', '', formatMoney(data.total)]] : [])]}
              empty={t(translate, 'nothing')}
              totalLast={data.staff.length > 0}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(translate, 'basis')}
          </Typography>
          <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(staffCsv(data, translate), `staff-sales-${data.from}-${data.to}`)}>
              {translate('ra.action.export')}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
