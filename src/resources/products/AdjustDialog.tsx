import { Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ShopDataProvider } from '../../dataProvider';
import { ADJUSTMENT_REASONS, adjustedStock, adjustmentRules, stockAdjustedMessage } from '../../domain/stockAdjustments';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { RecordPending } from '../../engine/dialogs/RecordPending';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { messageKey } from '../../i18n/ruleMessages';
import type { RowDialogProps } from '../types';
import type { Product } from '.';

const RESOURCE = 'products';
const QUANTITY = toValidators(adjustmentRules.quantity);
const REASON = toValidators(adjustmentRules.reason);
const NOTE = toValidators(adjustmentRules.note);

/** The stock now and after the quantity typed, live. */
function StockFigures({ product }: { product: Product }) {
  const translate = useTranslate();
  const typed = Number(useWatch({ name: 'quantity' }));
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(`resources.${RESOURCE}.figures.currentStock`)}: {product.quantity}
      {' · '}
      {translate(`resources.${RESOURCE}.figures.newStock`)}: {adjustedStock(product.quantity, Number.isInteger(typed) ? typed : 0)}
    </Typography>
  );
}

/**
 * Adjust Stock (issue 47, our server's `stockAdjustments`): the owner takes units off (damaged,
 * lost, own use) or adds them (found) with a reason and a note. The server moves today's stock by
 * the quantity (a sale made meanwhile is kept) and refuses below 0, under the quantity; the stock
 * card shows the reason and note.
 */
export default function AdjustDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending, isError } = useDialogRecord(id);
  const product = data as Product | undefined;
  const reasons = ADJUSTMENT_REASONS.map((reason) => ({ id: reason, name: translate(`resources.${RESOURCE}.choices.reason.${reason}`) }));

  const save = async (values: Record<string, unknown>) => {
    try {
      const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : null;
      const saved = await dataProvider.send<Product>(RESOURCE, { route: 'POST /products/:id/adjustments', id, body: { quantity: Number(values.quantity), reason: values.reason, note } });
      closeErrorNotice();
      const done = stockAdjustedMessage(Number(saved.quantity));
      notice.success(messageKey(done.key), done.values);
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, `resources.${RESOURCE}.notifications.adjustFailed`, false));
      // What the dialog showed may be stale (a sale moved the stock): read it again, keep what was typed.
      await dataProvider.invalidate(RESOURCE);
      return fieldErrorsOf(error);
    }
  };

  return (
    <FormDialog
      title={translate(`resources.${RESOURCE}.actions.adjust`)}
      onClose={onClose}
      onSubmit={save}
      pending={(isPending || !product) && <RecordPending failed={isError && !product} />}
    >
      {product && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {product.name}
          </Typography>
          <NumberInput source="quantity" label={`resources.${RESOURCE}.fields.adjustment`} validate={QUANTITY} step={1} fullWidth />
          <SelectInput source="reason" label={`resources.${RESOURCE}.fields.reason`} choices={reasons} validate={REASON} fullWidth />
          <TextInput source="note" label={`resources.${RESOURCE}.fields.note`} validate={NOTE} fullWidth />
          <StockFigures product={product} />
        </>
      )}
    </FormDialog>
  );
}
