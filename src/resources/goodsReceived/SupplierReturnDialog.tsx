import PrintIcon from '@mui/icons-material/Print';
import { Button, Dialog, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDateTime, formatMoney } from '../../domain/format';
import { documentNumber } from '../../domain/numbers';
import { supplierReturnRules, type SupplierReturn } from '../../domain/supplierReturns';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { RecordPending } from '../../engine/dialogs/RecordPending';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { useHttp } from '../../engine/HttpContext';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import type { RowDialogProps } from '../types';
import type { GoodsReceipt } from '.';
import { supplierReturnNote } from './supplierReturnNote';

const RESOURCE = 'goods/received';
const t = (key: string) => `resources.${RESOURCE}.returns.${key}`;
const PRODUCT = toValidators(supplierReturnRules.productId);
const QUANTITY = toValidators(supplierReturnRules.quantity);

/** What already went back from this note, oldest first, each with its return note to print. */
function EarlierReturns({ id }: { id: string }) {
  const translate = useTranslate();
  const http = useHttp();
  const [printing, setPrinting] = useState<SupplierReturn>();
  const { data } = useQuery({ queryKey: [RESOURCE, id, 'returns'], queryFn: () => http.request<SupplierReturn[]>('GET', `/goods-receipts/${encodeURIComponent(id)}/returns`), retry: false });
  if (!data?.length) return null;
  return (
    <>
      <Table size="small" aria-label={translate(t('earlier'))} sx={{ mt: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('number'))}</TableCell>
            <TableCell>{translate(t('at'))}</TableCell>
            <TableCell>{translate(t('product'))}</TableCell>
            <TableCell align="right">{translate(t('quantity'))}</TableCell>
            <TableCell align="right">{translate(t('value'))}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row._id}>
              <TableCell>{documentNumber('supplierReturn', row.number)}</TableCell>
              <TableCell>{formatDateTime(row.createdAt)}</TableCell>
              <TableCell>{row.productName}</TableCell>
              <TableCell align="right">{row.quantity}</TableCell>
              <TableCell align="right">{formatMoney(row.total)}</TableCell>
              <TableCell align="right">
                <Button size="small" startIcon={<PrintIcon />} onClick={() => setPrinting(row)} aria-label={`${translate(t('print'))} ${documentNumber('supplierReturn', row.number)}`}>
                  {translate(t('print'))}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {printing && (
        <Dialog open onClose={() => setPrinting(undefined)} fullWidth maxWidth="md" aria-label={translate(`resources.${RESOURCE}.returnNote.title`)}>
          <DialogTitle>{translate(`resources.${RESOURCE}.returnNote.title`)}</DialogTitle>
          <PrintPanel layout={(context) => supplierReturnNote(printing, context)} onClose={() => setPrinting(undefined)} />
        </Dialog>
      )}
    </>
  );
}

/**
 * Return to Supplier (issue 47, our server's `supplierReturns`; the owner's): units of one of the
 * note's products sent back. The server takes them off the shelf at the average cost and credits
 * the supplier with their value; it refuses more than the note brought less what went back, or
 * more than is on the shelf, under the quantity.
 */
export default function SupplierReturnDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending, isError } = useDialogRecord(id);
  const receipt = data as GoodsReceipt | undefined;
  const products = [...new Map((receipt?.lines ?? []).map((line) => [line.productId, { id: line.productId, name: line.name }])).values()];

  const save = async (values: Record<string, unknown>) => {
    try {
      const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : null;
      const saved = await dataProvider.send<SupplierReturn>(RESOURCE, { route: 'POST /goods-receipts/:id/returns', id, body: { productId: values.productId, quantity: Number(values.quantity), note } });
      closeErrorNotice();
      notice.success(t('done'), { number: documentNumber('supplierReturn', saved.number), amount: formatMoney(saved.total) });
      // The products' stock was dropped with the note's list (its `affects`); what the supplier is
      // owed changed too, so their statement and the balances are read again.
      await dataProvider.invalidate('suppliers');
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, t('failed'), false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <FormDialog title={translate(t('title'))} onClose={onClose} onSubmit={save} pending={(isPending || !receipt) && <RecordPending failed={isError && !receipt} />}>
      {receipt && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {documentNumber('goodsReceipt', receipt.number)} · {receipt.supplierName}
          </Typography>
          <SelectInput source="productId" label={t('product')} choices={products} validate={PRODUCT} fullWidth />
          <NumberInput source="quantity" label={t('quantity')} validate={QUANTITY} step={1} min={1} fullWidth />
          <TextInput source="note" label={t('note')} fullWidth />
          <Typography variant="body2" color="text.secondary">
            {translate(t('explain'))}
          </Typography>
          <EarlierReturns id={id} />
        </>
      )}
    </FormDialog>
  );
}
