import { TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';

/** The record a total row shows: marked, so the list's columns render only their totals in it. */
export const PAGE_TOTAL = '__pageTotal';
export const isPageTotal = (record: Record<string, unknown> | undefined) => Boolean(record?.[PAGE_TOTAL]);

/** Sums in cents, so a page of LKR amounts totals exactly. */
function sumOf(rows: readonly Record<string, unknown>[], source: string): number {
  return rows.reduce((cents, row) => cents + Math.round(Number(row[source] ?? 0) * 100), 0) / 100;
}

/**
 * A DataTable `foot` with one row: the `sources` columns summed over the page shown. The
 * columns render it themselves, as a record holding only those sums, so hidden and
 * reordered columns stay in step with the table. Use it as
 * `foot={(props) => <PageTotalFoot {...props} sources={['amount']} />}`.
 */
export function PageTotalFoot({ children, sources }: { children?: ReactNode; sources: readonly string[] }) {
  const { data } = useListContext();
  if (!data?.length) return null;
  const totals = Object.fromEntries(sources.map((source) => [source, sumOf(data, source)]));
  return (
    <TableFooter sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
      <RecordContextProvider value={{ id: PAGE_TOTAL, [PAGE_TOTAL]: true, ...totals }}>
        <TableRow>{children}</TableRow>
      </RecordContextProvider>
    </TableFooter>
  );
}
