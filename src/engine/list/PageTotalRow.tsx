import { TableFooter, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { useDeclaration } from '../useDeclaration';

/** The record a total row shows: marked, so columns render only their totals in it. */
export const PAGE_TOTAL = '__pageTotal';
export const isPageTotal = (record: Record<string, unknown> | undefined) => Boolean(record?.[PAGE_TOTAL]);

/** Sums in cents, so a page of LKR amounts totals exactly. */
function sumOf(rows: readonly Record<string, unknown>[], source: string): number {
  return rows.reduce((cents, row) => cents + Math.round(Number(row[source] ?? 0) * 100), 0) / 100;
}

/**
 * A DataTable `foot` with one row: each `pageTotal` column summed over the current page (spec
 * §2, expenses: "a current-page total row"). The columns render it themselves, as a record, so
 * hidden and reordered columns stay in step with the table.
 */
export function PageTotalFoot({ children }: { children?: ReactNode }) {
  const { columns } = useDeclaration();
  const { data } = useListContext();
  if (!data?.length) return null;
  const totals = Object.fromEntries(
    columns.filter((column) => column.pageTotal).map((column) => [column.source, sumOf(data, column.source)]),
  );
  return (
    <TableFooter sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
      <RecordContextProvider value={{ id: PAGE_TOTAL, [PAGE_TOTAL]: true, ...totals }}>
        <TableRow>{children}</TableRow>
      </RecordContextProvider>
    </TableFooter>
  );
}
