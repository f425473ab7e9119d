import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { SalesByTimeAnswer } from '../../domain/salesByTime';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { hourLabel, openHours, t, timeCsv, weekdayLabel } from './timeRows';

const RESOURCE = 'reports/hours';
// The chart library is large and only the charts need it: loaded when the page is.
const TimeCharts = lazy(() => import('./TimeCharts'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function SalesByTimePage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <SalesByTimeScreen />
    </OwnersReport>
  );
}

/** A range of days (this month at first): takings by hour and by weekday in charts and tables; each weekday's hours exported as CSV. */
function SalesByTimeScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<SalesByTimeAnswer>(RESOURCE, '/reports/sales-by-time');
  const { range, setRange } = report;
  const headers = (first: string) => [first, t(translate, 'columns.count'), t(translate, 'columns.amount')];

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
          <>
            <Suspense fallback={<LinearProgress />}>
              <TimeCharts answer={data} />
            </Suspense>
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ReportTable
                  label={t(translate, 'byHour')}
                  headers={headers(t(translate, 'columns.hour'))}
                  rows={openHours(data).map((hour) => [hourLabel(hour), String(data.hours[hour]!.count), formatMoney(data.hours[hour]!.amount)])}
                  empty={t(translate, 'nothing')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ReportTable
                  label={t(translate, 'byWeekday')}
                  headers={headers(t(translate, 'columns.weekday'))}
                  rows={[
                    ...data.weekdays.map((line, index) => [weekdayLabel(index, translate), String(line.count), formatMoney(line.amount)]),
                    [t(translate, 'columns.total'), String(data.total.count), formatMoney(data.total.amount)],
                  ]}
                  empty=""
                  totalLast
                />
              </Grid>
            </Grid>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(translate, 'basis')}
            </Typography>
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(timeCsv(data, translate), `sales-by-time-${data.from}-${data.to}`)}>
                {translate('ra.action.export')}
              </Button>
            </Stack>
          </>
        )}
      </ReportBody>
    </Box>
  );
}
