import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadCSV, Title, useCanAccess, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../../custom/AccessDeniedPage';
import { shopDay } from '../../domain/dates';
import { formatDate, formatMoney } from '../../domain/format';
import { valuedDay, type StockValueAnswer } from '../../domain/stockValue';
import { FigureCard } from '../../engine/Figures';
import { useHttp } from '../../engine/HttpContext';
import { DayPicker } from '../../engine/inputs/DateFields';
import { csvText } from '../../engine/list/exporter';
import { serverMessageKey } from '../../engine/notices';
import { stockValueColumns } from '.';

const RESOURCE = 'stock/value';
const t = (key: string) => `resources.${RESOURCE}.${key}`;
const PAGE_SIZE = 25;

/** The owner's screen; anyone else sees the access-denied page and sends no request. */
export default function StockValuePage() {
  const { canAccess, isPending } = useCanAccess({ resource: RESOURCE, action: 'list' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <StockValueScreen />;
}

/**
 * The stock's value at the end of the chosen shop day (today at first): the total on a figure
 * card, each product's line below, and the lines as CSV. Only a whole day is asked: while one is
 * being typed (or the field is emptied) the screen keeps the last. A day after today is refused
 * here before asking (the server refuses it too, with the same message).
 */
function StockValueScreen() {
  const translate = useTranslate();
  const http = useHttp();
  const today = shopDay();
  // What the field holds ('' until it is a whole day), and the last whole day, valued.
  const [typed, setTyped] = useState(today);
  const [day, setDay] = useState(today);
  const [page, setPage] = useState(0);
  const asked = valuedDay(day, today);
  const wanted = 'day' in asked ? asked.day : undefined;
  const { data, error, isPending } = useQuery({
    queryKey: [RESOURCE, wanted],
    queryFn: () => http.request<StockValueAnswer>('GET', '/stock/value', { query: { day: wanted } }),
    enabled: wanted !== undefined,
    retry: 0,
  });
  // A refusal (4xx) says why in its message; a failed load (a server fault, no answer) says it failed.
  const status = (error as { status?: unknown } | null)?.status;
  const refusal = typeof status === 'number' && status >= 400 && status < 500 ? serverMessageKey(error) : undefined;
  const problem = 'error' in asked ? asked.error : refusal;
  // Refused or failed, nothing of an answer is drawn: no figure, no lines, no export.
  const failed = Boolean(problem || error);
  const label = (source: string) => translate(t(`fields.${source}`));
  const exportLines = () =>
    data && downloadCSV(csvText(RESOURCE, stockValueColumns, data.lines, translate, (column) => t(`fields.${column.source}`)), `stock-value-${data.day}`);
  const shown = data?.lines.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE) ?? [];
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(t('name'), { smart_count: 1 })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Box sx={{ maxWidth: 240 }}>
          <DayPicker
            label={translate(t('day'))}
            value={typed}
            onChange={(next) => {
              setTyped(next);
              if (!next) return;
              setDay(next);
              setPage(0);
            }}
            required
          />
        </Box>
        <Box sx={{ minWidth: 220 }}>
          <FigureCard
            label={translate(t('total'), { day: formatDate(wanted ?? today) })}
            value={failed ? '' : data ? formatMoney(data.total) : null}
            detail={data && !failed ? translate(t('products'), { smart_count: data.lines.length }) : undefined}
          />
        </Box>
        <Button startIcon={<DownloadIcon />} onClick={exportLines} disabled={!data || failed || data.lines.length === 0}>
          {translate('ra.action.export')}
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error">{translate(`app.messages.${problem}`)}</Alert>
      ) : error ? (
        <Alert severity="error">{translate(t('failed'))}</Alert>
      ) : isPending ? (
        <LinearProgress />
      ) : !data?.lines.length ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate(t('empty'))}
        </Typography>
      ) : (
        <>
          {/* The table scrolls sideways on a phone rather than widening the page. */}
          <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(t('name'), { smart_count: 1 })}>
            <TableHead>
              <TableRow>
                {stockValueColumns.map((column) => (
                  <TableCell key={column.source} align={column.kind === 'text' ? 'left' : 'right'}>
                    {label(column.source)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((line) => (
                <TableRow key={line._id}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{formatMoney(line.averageCost)}</TableCell>
                  <TableCell align="right">{formatMoney(line.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </Box>
          <TablePagination
            component="div"
            count={data.lines.length}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </>
      )}
    </Box>
  );
}
