import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/labels';
import type { RepairReportAnswer } from '../../domain/repairReport';
import { FigureCard } from '../../engine/Figures';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { issueCsv, issueHeaders, issueRows, t } from './repairRows';

const RESOURCE = 'reports/repairs';
// The chart library is large and only the chart needs it: loaded when the page is.
const TurnaroundChart = lazy(() => import('./TurnaroundChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function RepairReportPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <RepairReportScreen />
    </OwnersReport>
  );
}

/** A range of days (this month at first): repairs taken in, collected and claimed on cards, the turnaround in a chart, the issues in a table, exported as CSV. */
function RepairReportScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<RepairReportAnswer>(RESOURCE, '/reports/repairs');
  const { range, setRange, data, error } = report;
  const card = (key: string, value: string | undefined, detail?: string) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <FigureCard label={t(translate, key)} value={value ?? (error ? '' : null)} detail={detail} />
    </Grid>
  );
  const days = (value: number | null) => (value === null ? '–' : t(translate, 'days', { smart_count: value, count: value }));

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t(translate, 'figures')} sx={{ mb: 2 }}>
        {card('takenIn', data && String(data.takenIn))}
        {card('collected', data && String(data.collected))}
        {card('averageDays', data && days(data.averageDays), data ? t(translate, 'median', { days: days(data.medianDays) }) : undefined)}
        {card(
          'claims',
          data && String(data.claims.count),
          data ? t(translate, 'claimsDetail', { approved: data.claims.approved, awaiting: data.claims.awaiting }) : undefined,
        )}
      </Grid>
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
          <>
            <Suspense fallback={<LinearProgress />}>
              <TurnaroundChart answer={data} />
            </Suspense>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t(translate, 'byIssue')}
            </Typography>
            <ReportTable label={t(translate, 'byIssue')} headers={issueHeaders(translate)} rows={issueRows(data, formatMoney)} empty={t(translate, 'nothing')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(translate, 'basis')}
            </Typography>
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(issueCsv(data, translate), `repairs-by-issue-${data.from}-${data.to}`)}>
                {translate('ra.action.export')}
              </Button>
            </Stack>
          </>
        )}
      </ReportBody>
    </Box>
  );
}
