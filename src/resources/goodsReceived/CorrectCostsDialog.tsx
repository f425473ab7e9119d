import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatMoney } from '../../domain/format';
import { correctedCostRules } from '../../domain/goodsReceipts';
import { documentNumber } from '../../domain/numbers';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { RecordPending } from '../../engine/dialogs/RecordPending';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import type { RowDialogProps } from '../types';
import type { GoodsReceipt } from '.';

const RESOURCE = 'goods/received';
const t = (key: string) => `resources.${RESOURCE}.correction.${key}`;
const UNIT_COST = toValidators(correctedCostRules.unitCost, { perLine: true });

/**
 * Correct Costs (issue 47; the owner's): the unit cost of each line of a note staff received at the
 * average cost, typed from the supplier's invoice. The server values the lines at them, changes
 * what is owed, and works the products' average cost out again: from the stock before the note
 * while the note is their last movement, else for the note's units still on the shelf only (sales
 * since keep their cost). A refusal (a newer version, a closed day) is said in the dialog.
 */
export default function CorrectCostsDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending, isError } = useDialogRecord(id);
  const receipt = data as GoodsReceipt | undefined;

  const save = async (values: Record<string, any>) => {
    try {
      const lines = ((values.lines ?? []) as { unitCost?: unknown }[]).map((line) => ({ unitCost: Number(line.unitCost) }));
      const saved = await dataProvider.send<GoodsReceipt>(RESOURCE, { route: 'PUT /goods-receipts/:id/costs', id, body: { lines } });
      closeErrorNotice();
      notice.success(t('done'), { number: documentNumber('goodsReceipt', saved.number), total: formatMoney(saved.total ?? 0) });
      // What the supplier is owed changed: their statement and the balances are read again.
      await dataProvider.invalidate('suppliers');
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, t('failed'), false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <FormDialog
      title={translate(t('title'))}
      onClose={onClose}
      onSubmit={save}
      maxWidth="sm"
      form={{ defaultValues: { lines: (receipt?.lines ?? []).map((line) => ({ unitCost: line.unitCost })) } }}
      pending={(isPending || !receipt) && <RecordPending failed={isError && !receipt} />}
    >
      {receipt && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {documentNumber('goodsReceipt', receipt.number)} · {receipt.supplierName} · {receipt.invoiceNumber}
          </Typography>
          <Table size="small" aria-label={translate(t('title'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('product'))}</TableCell>
                <TableCell align="right">{translate(t('quantity'))}</TableCell>
                <TableCell>{translate(t('unitCost'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {receipt.lines.map((line, index) => (
                <TableRow key={index}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <NumberInput
                      source={`lines.${index}.unitCost`}
                      label={`${translate(t('unitCost'))} ${index + 1}`}
                      validate={UNIT_COST}
                      min={0}
                      step={0.01}
                      size="small"
                      helperText={false}
                      fullWidth
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate(t('explain'))}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
