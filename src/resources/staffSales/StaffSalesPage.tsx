import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { StaffSalesAnswer } from '../../domain/staffSales';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { staffCsv, staffHeaders, staffRows, t } from './staffRows';

const RESOURCE = 'reports/staff';
// The chart library is large and only the chart needs it: loaded when the page is.
const StaffSalesChart = lazy(() => import('./StaffSalesChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function StaffSalesPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <StaffSalesScreen />
    </OwnersReport>
  );
}

/** A range of days (this month at first): each person's takings by business in a chart and a table, exported as CSV. */
function StaffSalesScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<StaffSalesAnswer>(RESOURCE, '/reports/staff-sales');
  const { range, setRange } = report;
  const name = translate(`resources.${RESOURCE}.name`, { smart_count: 1 });

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
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
      </ReportBody>
    </Box>
  );
}
