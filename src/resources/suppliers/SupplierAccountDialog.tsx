import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import PrintIcon from '@mui/icons-material/Print';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDateTime, formatMoney } from '../../domain/format';
import { supplierPayment } from '../../domain/goodsReceipts';
import { refusalSaid } from '../../domain/messages';
import { toCents } from '../../domain/money';
import { RECEIVING_TENDERS } from '../../domain/payments';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { useHttp } from '../../engine/HttpContext';
import { routeAnswerKey } from '../../engine/queryKeys';
import { serverMessage } from '../../engine/notices';
import { messageKey } from '../../i18n/ruleMessages';
import type { RouteSpec } from '../../api/routes';
import type { RowDialogProps } from '../types';
import { entryText, supplierStatement } from './supplierStatement';

const t = (key: string) => `resources.suppliers.account.${key}`;

/** A supplier's statement as our server answers it (LKR). */
export interface SupplierStatement {
  _id: string;
  name: string;
  phoneNumber: string | null;
  owed: number;
  entries: {
    _id: string;
    at: string;
    /** A return (issue 47): goods sent back, a credit; absent from a backend before them. */
    kind: 'receipt' | 'payment' | 'return';
    amount: number;
    balance: number;
    number: number | null;
    invoiceNumber: string | null;
    dueDate: string | null;
    method: string | null;
    note: string | null;
    /** A return's goods received note's number. */
    receiptNumber?: number | null;
  }[];
}

/**
 * What the shop owes a supplier (issue 47, the owner's, where the backend names `goodsReceipts`):
 * their owed goods received notes, payments out and goods returned, oldest first, with the running balance
 * (`GET /suppliers/:id/statement`), and a payment out by any tender, part or all of what is owed
 * (`POST /suppliers/:id/payments`; the server refuses more). The answer is the new statement.
 */
export default function SupplierAccountDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const http = useHttp();
  const client = useQueryClient();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const path = `/suppliers/${encodeURIComponent(id)}/statement`;
  const key = routeAnswerKey(`GET ${path}` as RouteSpec);
  const statement = useQuery({ queryKey: key, queryFn: () => http.request<SupplierStatement>('GET', path), retry: false });
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('cash');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [printing, setPrinting] = useState(false);
  const pay = useMutation({
    mutationFn: () => http.request<SupplierStatement>('POST', `/suppliers/${encodeURIComponent(id)}/payments`, { body: { amount: Number(amount), method, note: note.trim() || null } }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      // What is owed changed: the Suppliers list (its Owed column), the balances and the
      // dashboard's (same API area) are read again, and so is this statement.
      void dataProvider.invalidate('suppliers');
      setAmount('');
      setNote('');
      setProblem(undefined);
    },
    onError: (error) => {
      const message = serverMessage(error) ?? translate(t('payFailed'));
      setProblem(translate(message, { _: message }));
    },
  });
  const data = statement.data;
  const submit = () => {
    // The server's rule, said before asking (it checks again in its transaction).
    const checked = supplierPayment(toCents(data?.owed ?? 0), amount.trim() === '' ? undefined : amount, method);
    if ('error' in checked) {
      const said = refusalSaid(checked);
      setProblem(translate(messageKey(said.key), said.values));
      return;
    }
    pay.mutate();
  };
  const title = translate(t('title'));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {statement.isError ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : !data ? (
          <LinearProgress />
        ) : (
          <>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {data.name} · {translate(t('owed'), { amount: formatMoney(data.owed) })}
            </Typography>
            {data.entries.length === 0 ? (
              <Typography color="text.secondary">{translate(t('empty'))}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate(t('statement'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(t('at'))}</TableCell>
                      <TableCell>{translate(t('what'))}</TableCell>
                      <TableCell align="right">{translate(t('amount'))}</TableCell>
                      <TableCell align="right">{translate(t('balance'))}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.entries.map((entry) => (
                      <TableRow key={entry._id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                        <TableCell>{entryText(entry, translate)}</TableCell>
                        <TableCell align="right">{formatMoney(entry.amount)}</TableCell>
                        <TableCell align="right">{formatMoney(entry.balance)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {data.owed > 0 && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} alignItems="flex-start">
                <TextField label={translate(t('payAmount'))} value={amount} onChange={(event) => setAmount(event.target.value)} size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={!!problem} helperText={problem} />
                <TextField select label={translate('app.payments.tenders.label')} value={method} onChange={(event) => setMethod(event.target.value)} size="small" sx={{ minWidth: 160 }}>
                  {RECEIVING_TENDERS.map((tender) => (
                    <MenuItem key={tender} value={tender}>
                      {translate(`app.payments.tenders.${tender}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label={translate(t('note'))} value={note} onChange={(event) => setNote(event.target.value)} size="small" />
                <Button variant="contained" onClick={submit} disabled={pay.isPending}>
                  {translate(t('pay'))}
                </Button>
              </Stack>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data && (
          <Button startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
            {translate(t('print'))}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {printing && data && (
        <Dialog open onClose={() => setPrinting(false)} fullWidth maxWidth="md" aria-label={translate(t('printTitle'))}>
          <DialogTitle>{translate(t('printTitle'))}</DialogTitle>
          <PrintPanel layout={(context) => supplierStatement(data, context)} onClose={() => setPrinting(false)} />
        </Dialog>
      )}
    </Dialog>
  );
}
