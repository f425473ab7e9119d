import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Grid, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { downloadCSV, Title, useTranslate } from 'react-admin';
import { shopDay } from '../../domain/dates';
import { formatMoney } from '../../domain/format';
import { lastTwelveMonths, type ProfitAndLossAnswer, type Statement } from '../../domain/profitAndLoss';
import { PrintedDocument, printStyles } from '../../engine/dialogs/PrintedDocument';
import { monthLabel } from './monthLabel';
import { FigureCard } from '../../engine/Figures';
import { DayPicker } from '../../engine/inputs/DateFields';
import { OwnersReport, ReportBody, useReportAnswer } from '../../engine/ReportFrame';
import { useShop } from '../../engine/shop';
import { periodOf, shownChange, shownRows, statementCsv, statementDocument, statementFileName, statementHeaders, statementRows, t } from './statementRows';

const RESOURCE = 'reports/profit';
// The chart library is large and only this chart needs it here: loaded when the page is.
const NetProfitChart = lazy(() => import('./NetProfitChart'));

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function ProfitAndLossPage() {
  return (
    <OwnersReport resource={RESOURCE}>
      <ProfitAndLossScreen />
    </OwnersReport>
  );
}

/**
 * The statement of a range of days (this month at first): income, gross profit, expenses and
 * net profit on cards, the statement beside the period before and a year earlier with the
 * changes, Print (A4) and Export (CSV), and net profit by month below.
 */
function ProfitAndLossScreen() {
  const translate = useTranslate();
  const { shop } = useShop();
  const report = useReportAnswer<ProfitAndLossAnswer>(RESOURCE, '/reports/profit-and-loss');
  const { range, setRange, data, error } = report;
  const months = lastTwelveMonths(shopDay()).reverse();
  const rows = data ? statementRows(data, translate) : [];
  const cells = shownRows(rows);
  const headers = statementHeaders(translate);
  // A card per figure of this period, its change since the period before under it.
  const figure = (key: string, pick: (period: Statement) => number) => (
    <Grid size={{ xs: 6, md: 3 }}>
      <FigureCard
        label={t(translate, key)}
        value={data ? formatMoney(pick(data.current)) : error ? '' : null}
        detail={data ? t(translate, 'sincePrevious', { change: shownChange(pick(data.current), pick(data.previous)) }) : undefined}
      />
    </Grid>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        {/* A month at a pick (the last twelve), or any days by From and To. */}
        <TextField
          select
          label={t(translate, 'month')}
          value={months.find((month) => month.from === range.from && month.to === range.to)?.month ?? ''}
          onChange={(event) => {
            const picked = months.find((month) => month.month === event.target.value);
            if (picked) setRange({ from: picked.from, to: picked.to });
          }}
          sx={{ minWidth: 180 }}
        >
          {months.map((month) => (
            <MenuItem key={month.month} value={month.month}>
              {monthLabel(month.month)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ maxWidth: 220 }}>
          <DayPicker label={translate('app.report.from')} value={range.from} onChange={(from) => setRange((now) => ({ ...now, from }))} required />
        </Box>
        <Box sx={{ maxWidth: 220 }}>
          <DayPicker label={translate('app.report.to')} value={range.to} onChange={(to) => setRange((now) => ({ ...now, to }))} required />
        </Box>
      </Stack>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t(translate, 'figures')} sx={{ mb: 2 }}>
        {figure('totalIncome', (period) => period.income)}
        {figure('totalGross', (period) => period.gross)}
        {figure('totalExpenses', (period) => period.expensesTotal)}
        {figure('net', (period) => period.net)}
      </Grid>
      <ReportBody report={report} failed={t(translate, 'failed')}>
        {(data) => (
          <>
            {/* The table scrolls sideways on a phone rather than widening the page: a region the keyboard reaches, to scroll it. */}
            <TableContainer
              tabIndex={0}
              role="region"
              aria-label={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Table size="small" aria-label={translate(`resources.${RESOURCE}.name`, { smart_count: 1 })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{headers[0]}</TableCell>
                    <TableCell align="right">{`${headers[1]} (${periodOf(data.current, translate)})`}</TableCell>
                    <TableCell align="right">{`${headers[2]} (${periodOf(data.previous, translate)})`}</TableCell>
                    <TableCell align="right">{headers[3]}</TableCell>
                    <TableCell align="right">{`${headers[4]} (${periodOf(data.yearEarlier, translate)})`}</TableCell>
                    <TableCell align="right">{headers[5]}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, rowIndex) => (
                    <TableRow key={row.key}>
                      {cells[rowIndex]!.map((value, index) => (
                        <TableCell
                          key={index}
                          component={index === 0 ? 'th' : 'td'}
                          scope={index === 0 ? 'row' : undefined}
                          align={index > 0 ? 'right' : 'left'}
                          sx={{
                            whiteSpace: index > 0 ? 'nowrap' : undefined,
                            fontVariantNumeric: 'tabular-nums',
                            ...(row.kind !== 'line' && { fontWeight: 700 }),
                            ...(row.kind === 'line' && index === 0 && { pl: 3 }),
                          }}
                        >
                          {value}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(translate, 'basis')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(statementCsv(data, translate), statementFileName(data))}>
                {translate('ra.action.export')}
              </Button>
              <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
                {t(translate, 'print')}
              </Button>
            </Stack>
            {createPortal(
              <div className="shop-print-root">
                {/* Turned: the label and five amount columns (three periods, two changes) side by side. */}
                <style>{printStyles('a4', { landscape: true })}</style>
                <PrintedDocument document={statementDocument(data, translate)} paper="a4" shop={shop} />
              </div>,
              globalThis.document.body,
            )}
          </>
        )}
      </ReportBody>
      <Suspense fallback={<LinearProgress />}>
        <NetProfitChart to={range.to || shopDay()} />
      </Suspense>
    </Box>
  );
}
