import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../domain/format';
import type { SupplierBalance } from '../../domain/goodsReceipts';
import { sumMoney } from '../../domain/money';
import { useRouteAnswer } from '../../engine/useRouteAnswer';

const t = (key: string) => `resources.suppliers.balances.${key}`;

/**
 * Who the shop owes (issue 47, the owner's, where the backend keeps goods received): each
 * supplier owed anything, most first, with the earliest due date of their owed notes, and the
 * total (`GET /suppliers/balances`). A supplier's statement and a payment out are their row's
 * "What we owe".
 */
export default function SupplierBalancesDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { data, isError } = useRouteAnswer<SupplierBalance[]>('GET /suppliers/balances');
  const title = translate(t('title'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isError ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : !data ? (
          <LinearProgress />
        ) : data.length === 0 ? (
          <Typography color="text.secondary">{translate(t('empty'))}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('supplier'))}</TableCell>
                  <TableCell>{translate(t('firstDue'))}</TableCell>
                  <TableCell align="right">{translate(t('owed'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((balance) => (
                  <TableRow key={balance._id}>
                    <TableCell>{balance.name}</TableCell>
                    <TableCell>{balance.firstDueDate ? formatDate(balance.firstDueDate) : ''}</TableCell>
                    <TableCell align="right">{formatMoney(balance.owed)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={2}>{translate(t('total'))}</TableCell>
                  <TableCell align="right">{formatMoney(sumMoney(data, (balance) => balance.owed))}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
