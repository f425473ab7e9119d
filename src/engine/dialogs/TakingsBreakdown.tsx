import { Box, Button, Grid, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { createPortal } from 'react-dom';
import { downloadCSV, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/format';
import type { TakingsReport } from '../../domain/takings';
import { FigureCard } from '../Figures';
import { useShop } from '../shop';
import { PrintedDocument, printStyles } from './PrintedDocument';
import { businessDetail, shownTakingsRows, takingsCsv, takingsDocument, takingsFileName, takingsHeaders } from './takingsReport';

interface Props {
  report: TakingsReport;
  /** The report's title, on paper. */
  title: string;
  /** The spec's figures shown above, as label and text, printed with the breakdown. */
  figures: readonly (readonly [string, string])[];
  /** What those figures count, printed above them. */
  basis?: string;
}

/**
 * A revenue report's breakdown (product.md §10): a card per business, a table by day with the
 * range's total last, how repairs are counted, and Print (A4, through the printed-document
 * parts receipts use) and Export (CSV). No chart: a report is read line by line against the
 * drawer, and the dashboard already draws the last 30 days.
 */
export default function TakingsBreakdown({ report, title, figures, basis }: Props) {
  const translate = useTranslate();
  const { shop } = useShop();
  const t = (key: string, options?: object) => translate(`app.takings.${key}`, options);
  const headers = takingsHeaders(report, translate);
  const rows = shownTakingsRows(report, translate);
  const document = takingsDocument(report, { title, figures, basis, translate });

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('byBusiness')}
      </Typography>
      <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={t('byBusiness')}>
        {report.businesses.map((part) => (
          <Grid key={part.business} size={{ xs: 6, md: 3 }}>
            <FigureCard label={t(`business.${part.business}`)} value={formatMoney(part.amount)} detail={businessDetail(part, translate)} />
          </Grid>
        ))}
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard
            label={t('all')}
            value={formatMoney(report.total.amount)}
            detail={report.total.profit === undefined ? undefined : t('profitOf', { amount: formatMoney(report.total.profit) })}
          />
        </Grid>
      </Grid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('byDay')}
      </Typography>
      {report.days.length === 0 ? (
        <Typography color="text.secondary">{t('noDays')}</Typography>
      ) : (
        // A long range scrolls under its header; the total row stays the table's last.
        <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={t('byDay')}>
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={header} align={index > 0 ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, rowIndex) => {
                const last = rowIndex === rows.length - 1;
                return (
                  <TableRow key={row[0]}>
                    {row.map((value, index) => (
                      <TableCell
                        key={index}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                        align={index > 0 ? 'right' : 'left'}
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...(last && { fontWeight: 700 }) }}
                      >
                        {value}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('repairsWhenPaid')}
      </Typography>

      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button startIcon={<DownloadIcon />} onClick={() => downloadCSV(takingsCsv(report, translate), takingsFileName(report))}>
          {t('export')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Stack>
      {createPortal(
        <div className="shop-print-root">
          <style>{printStyles('a4')}</style>
          <PrintedDocument document={document} paper="a4" shop={shop} />
        </div>,
        globalThis.document.body,
      )}
    </Box>
  );
}
