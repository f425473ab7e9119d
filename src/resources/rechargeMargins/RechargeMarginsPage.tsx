import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { RechargeMarginsAnswer } from '../../domain/rechargeMargins';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { marginCsv, marginHeaders, marginRows, t } from './marginRows';

const RESOURCE = 'reports/recharges';
// The chart library is large and only the chart needs it: loaded when the page is.
const MarginChart = lazy(() => import('./MarginChart'));
const percent = (margin: number | null) => (margin === null ? '–' : `${margin.toFixed(1)}%`);

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function RechargeMarginsPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <RechargeMarginsScreen />
    </OwnersReport>
  );
}

/** A range of days (this month at first): each provider's takings and profit in a chart, the table with margins, exported as CSV. */
function RechargeMarginsScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<RechargeMarginsAnswer>(RESOURCE, '/reports/recharge-margins');
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
      </ReportBody>
    </Box>
  );
}
