import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Rows a report's table draws at once. A long report (the products sold in a month of a
 * ten-year shop: thousands) is read from its top, and drawing every row held its first figures
 * back by seconds; the rest are a page turn away, and every row is in the export.
 */
export const REPORT_PAGE_ROWS = 25;

/**
 * A report's table of text cells, the first naming the row and the rest figures (right-aligned,
 * digits lined up); a line saying so when there is no row; the last row in bold when it is the
 * total. It scrolls sideways on a phone. The owner's reports (issue 48) draw their tables with it.
 * Longer than a page (REPORT_PAGE_ROWS), it shows a page at a time, with react-admin's words for
 * the page's controls; a table with a total keeps every row, its total last.
 */
export function ReportTable({
  label,
  headers,
  rows,
  empty,
  totalLast = false,
}: {
  label: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  empty: string;
  totalLast?: boolean;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(REPORT_PAGE_ROWS);
  const paged = !totalLast && rows.length > REPORT_PAGE_ROWS;
  // A new answer (another range) may be shorter than the page shown: its last page then.
  const shownPage = paged ? Math.min(page, Math.ceil(rows.length / perPage) - 1) : 0;
  const shown = paged ? rows.slice(shownPage * perPage, (shownPage + 1) * perPage) : rows;
  return (
    // A region the keyboard can reach: where the words are long (Tamil) the table scrolls
    // sideways, and a scrolled box with nothing focusable inside cannot be scrolled without a mouse.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={index} align={index > 0 ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            shown.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((value, index) => (
                  <TableCell
                    key={index}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    align={index > 0 ? 'right' : 'left'}
                    sx={{
                      whiteSpace: index > 0 ? 'nowrap' : undefined,
                      fontVariantNumeric: 'tabular-nums',
                      ...(totalLast && rowIndex === rows.length - 1 && { fontWeight: 700 }),
                    }}
                  >
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {paged && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[REPORT_PAGE_ROWS, 50, 100]}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </TableContainer>
  );
}
