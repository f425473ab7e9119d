import { LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShopRecord } from '../types';
import type { HistoryTab } from './historyTabs';

/** product.md §9: history tables show 5 rows a page. */
const HISTORY_PAGE_SIZE = 5;

interface Props {
  tab: HistoryTab;
  rows: ShopRecord[] | undefined;
  loading: boolean;
}

/** One history tab's table, paged 5 at a time, with the spec's empty message. */
export function HistoryTable({ tab, rows, loading }: Props) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  if (loading) return <LinearProgress />;
  if (!rows?.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {translate(`resources.customers.history.empty.${tab.key}`)}
      </Typography>
    );
  }
  const shown = rows.slice(page * HISTORY_PAGE_SIZE, (page + 1) * HISTORY_PAGE_SIZE);
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            {tab.columns.map((column) => (
              <TableCell key={column.label}>{translate(`resources.customers.history.columns.${column.label}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow key={String(row.id ?? index)}>
              {tab.columns.map((column) => (
                <TableCell key={column.label}>{column.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={HISTORY_PAGE_SIZE}
        rowsPerPageOptions={[HISTORY_PAGE_SIZE]}
      />
    </>
  );
}
