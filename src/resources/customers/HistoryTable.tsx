import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ShopRecord } from '../types';
import type { HistoryTab } from './historyTabs';

/** product.md §9: history tables show 5 rows a page. */
const HISTORY_PAGE_SIZE = 5;

interface Props {
  tab: HistoryTab;
  rows: ShopRecord[] | undefined;
  loading: boolean;
}

/** The id the shop's API gives a record (`_id`), or the one the dataProvider copied. */
const idOf = (row: ShopRecord) => String(row._id ?? row.id ?? '');

/**
 * One history tab's table, paged 5 at a time, with the spec's empty message. A row opens its
 * record (a bill's details, a repair's job card) on that record's own screen, by its button
 * or a click anywhere on the row.
 */
export function HistoryTable({ tab, rows, loading }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [page, setPage] = useState(0);
  const { resource, action } = tab.opens;
  const openLabel = translate(`resources.${resource}.actions.${action}`);
  const open = (row: ShopRecord) => navigate(`${createPath({ resource, type: 'edit', id: idOf(row) })}/${action}`);
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
            <TableCell align="right">{translate('app.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow key={idOf(row) || index} hover onClick={() => open(row)} sx={{ cursor: 'pointer' }}>
              {tab.columns.map((column) => (
                <TableCell key={column.label}>{column.render(row)}</TableCell>
              ))}
              <TableCell align="right">
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon fontSize="small" />}
                  sx={{ whiteSpace: 'nowrap' }}
                  onClick={(event) => {
                    event.stopPropagation();
                    open(row);
                  }}
                >
                  {openLabel}
                </Button>
              </TableCell>
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
