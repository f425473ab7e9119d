import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { movementPaper, signedQuantity, type StockMovement } from '../../domain/stockMovements';
import { useHttp } from '../../engine/HttpContext';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { useGrants } from '../../engine/useGrants';
import type { RowDialogProps } from '../types';
import type { Product } from '.';

const t = (key: string) => `resources.products.stockCard.${key}`;

/** Movements asked at a time: a year of a busy product's sales is a few pages. */
const PAGE = 50;

/**
 * A product's stock card (issue 47, our server's `stockLedger`): every movement of its stock,
 * newest first — when, what (with the bill's or credit note's number, an adjustment's reason and
 * note), the quantity in or out,
 * the stock after it and, for the owner, who. Read by the page from
 * `GET /products/:id/movements`; "Show more" asks the next. The key sits under the API's
 * `products` area, so any write that changes products (a bill too) marks it stale.
 */
export default function StockCardDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const http = useHttp();
  const { data } = useDialogRecord(id);
  const product = data as Product | undefined;
  const { audit: seesWho } = useGrants('products', ['audit']);
  const route = `GET /products/${encodeURIComponent(id)}/movements`;
  const movements = useInfiniteQuery({
    queryKey: ['route', 'products', route],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      http.request<{ data: StockMovement[]; total: number }>('GET', `/products/${encodeURIComponent(id)}/movements`, {
        query: { _page: String(pageParam), _perPage: String(PAGE) },
      }),
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
    retry: false,
  });
  const rows = movements.data?.pages.flatMap((page) => page.data) ?? [];
  const title = translate(t('title'));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {product && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(t('subtitle'), { name: product.name, quantity: product.quantity })}
          </Typography>
        )}
        {movements.isError ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : movements.isPending ? (
          <LinearProgress />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate(t('empty'))}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 0.75 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('at'))}</TableCell>
                  <TableCell>{translate(t('what'))}</TableCell>
                  <TableCell align="right">{translate(t('quantity'))}</TableCell>
                  <TableCell align="right">{translate(t('onHand'))}</TableCell>
                  {seesWho && <TableCell>{translate(t('by'))}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((movement) => (
                  <TableRow key={movement._id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.createdAt)}</TableCell>
                    <TableCell>
                      {translate(`${t('kinds')}.${movement.kind}`, { _: movement.kind })}
                      {movementPaper(movement) && ` · ${movementPaper(movement)}`}
                      {movement.reason && ` · ${translate(`resources.products.choices.reason.${movement.reason}`, { _: movement.reason })}`}
                      {movement.note && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {movement.note}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ color: movement.quantity < 0 ? 'error.main' : movement.quantity > 0 ? 'success.main' : undefined }}>
                      {signedQuantity(movement.quantity)}
                    </TableCell>
                    <TableCell align="right">{movement.onHand}</TableCell>
                    {seesWho && <TableCell>{movement.createdByName ?? ''}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {movements.hasNextPage && (
          <Button onClick={() => void movements.fetchNextPage()} disabled={movements.isFetchingNextPage}>
            {translate(t('more'))}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
