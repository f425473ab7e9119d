import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import type { CustomerSalesAnswer } from '../../domain/customerSales';
import { formatMoney } from '../../domain/labels';
import { FigureCard } from '../../engine/Figures';
import { DayRangeFields } from '../../engine/inputs/DayRangeFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { ReportTable } from '../../engine/ReportTable';
import { customerCsv, customerHeaders, customerRows, t } from './customerRows';

const RESOURCE = 'reports/customers';
// The chart library is large and only the chart needs it: loaded when the page is.
const CustomerMixChart = lazy(() => import('./CustomerMixChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function CustomerSalesPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <CustomerSalesScreen />
    </OwnersReport>
  );
}

/** A range of days (this month at first): new and returning customers on cards and in a chart, the top customers in a table, exported as CSV. */
function CustomerSalesScreen() {
  const translate = useTranslate();
  const report = useReportAnswer<CustomerSalesAnswer>(RESOURCE, '/reports/customers');
  const { range, setRange, data, error } = report;
  const card = (key: string, group: { customers: number; amount: number } | undefined) => (
    <Grid size={{ xs: 6 }}>
      <FigureCard
        label={t(translate, key)}
        value={group ? String(group.customers) : error ? '' : null}
        detail={group ? t(translate, 'spent', { amount: formatMoney(group.amount) }) : undefined}
      />
    </Grid>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <DayRangeFields range={range} onChange={setRange} />
      </Stack>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t(translate, 'figures')} sx={{ mb: 2 }}>
        {card('newCustomers', data?.newCustomers)}
        {card('returningCustomers', data?.returning)}
      </Grid>
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
          <>
            <Suspense fallback={<LinearProgress />}>
              <CustomerMixChart answer={data} />
            </Suspense>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t(translate, 'top')}
            </Typography>
            <ReportTable label={t(translate, 'top')} headers={customerHeaders(translate)} rows={customerRows(data, translate, formatMoney)} empty={t(translate, 'nothing')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(translate, 'basis', { walkIn: formatMoney(data.walkIn.amount), total: formatMoney(data.total) })}
            </Typography>
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(customerCsv(data, translate), `top-customers-${data.from}-${data.to}`)}>
                {translate('ra.action.export')}
              </Button>
            </Stack>
          </>
        )}
      </ReportBody>
    </Box>
  );
}
