import { Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formReceiptTotal, receiptLineRules, receiptLinesPresent } from '../../domain/goodsReceipts';
import { formatMoney } from '../../domain/labels';
import { FormFigures, ResourceFormDialog } from '../../engine/dialogs/ResourceFormDialog';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import { AddLineButton, RemoveLineButton } from '../../engine/inputs/LineButtons';
import { ReferencePicker } from '../../engine/inputs/ReferencePicker';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { useGrants } from '../../engine/useGrants';
import type { DialogProps } from '../../engine/views';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import type { InputDeclaration, ShopRecord } from '../types';
import { goodsReceived, receiptFigures, receiptPayload, staffReceiptPayload } from '.';

const RESOURCE = 'goods/received';
const label = (source: string) => `resources.${RESOURCE}.fields.${source}`;
const quantity: InputDeclaration = { source: 'quantity', kind: 'integer', rules: receiptLineRules.quantity, defaultValue: 1 };
const unitCost: InputDeclaration = { source: 'unitCost', kind: 'money', rules: receiptLineRules.unitCost };

/** A line's product; picking one offers its buying price now as the unit cost (the owner types the invoice's). */
function ProductPicker() {
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const fill = (product: ShopRecord) => {
    if (typeof product.buyingPrice === 'number') setValue(sourceContext.getSource('unitCost'), product.buyingPrice, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <ReferencePicker
      source="productId"
      reference="products"
      label={label('productId')}
      validate={toValidators(receiptLineRules.productId, { perLine: true })}
      readOnly={false}
      fullWidth={false}
      onPick={fill}
      inputText={(product) => String(product.name)}
    />
  );
}

/** quantity × unit cost of its line, as typed. */
function LineTotal() {
  const sourceContext = useSourceContext();
  const translate = useTranslate();
  const [quantity, unitCost] = useWatch({ name: [sourceContext.getSource('quantity'), sourceContext.getSource('unitCost')] }) as unknown[];
  return (
    <Typography variant="body2" sx={{ alignSelf: 'center', minWidth: 140, textAlign: 'right' }}>
      {translate(label('amount'))}: {formatMoney(formReceiptTotal([{ quantity, unitCost }]))}
    </Typography>
  );
}

/** The due date is an owed note's: asked only when Owed is chosen. */
function DueDateInput({ input }: { input: InputDeclaration }) {
  const payment = useWatch({ name: 'payment' });
  if (payment !== 'owed') return null;
  return (
    <FormCell input={input}>
      <DeclaredInput resource={RESOURCE} input={input} mode="create" />
    </FormCell>
  );
}

/**
 * New goods received note: the supplier and their invoice, how it was settled, then one line per
 * product (units, unit cost, line total) and the note's total. Staff whom the owner lets receive
 * goods (Settings) see no cost and no payment: the supplier, the invoice and the units alone.
 */
export default function ReceiptCreateDialog(props: DialogProps) {
  const translate = useTranslate();
  const owner = useGrants(RESOURCE, ['cost']).cost === true;
  return (
    <ResourceFormDialog
      {...props}
      maxWidth="md"
      transform={owner ? receiptPayload : staffReceiptPayload}
      savedNotice={owner ? undefined : `resources.${RESOURCE}.notifications.staffCreated`}
    >
      <ClosedDayNotice />
      {!owner && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`resources.${RESOURCE}.staffIntro`)}
        </Typography>
      )}
      <FormGrid>
        {goodsReceived.inputs
          .filter((input) => owner || !input.access)
          .map((input) =>
            input.source === 'dueDate' ? (
              <DueDateInput key={input.source} input={input} />
            ) : (
              <FormCell key={input.source} input={input}>
                <DeclaredInput resource={RESOURCE} input={input} mode="create" />
              </FormCell>
            ),
          )}
        <FormCell wide>
          <ArrayInput source="lines" label={label('lines')} validate={toValidators([receiptLinesPresent])} defaultValue={[{ quantity: 1 }]}>
            <SimpleFormIterator
              addButton={<AddLineButton resource={RESOURCE} />}
              removeButton={<RemoveLineButton resource={RESOURCE} />}
              inline
              disableReordering
              disableClear
              getItemLabel={(index) => `${index + 1}.`}
              sx={{
                '& .RaSimpleFormIterator-action': { visibility: 'visible' },
                '& .MuiAutocomplete-root': { minWidth: 280 },
                '& .MuiAutocomplete-root .MuiFormControl-root': { width: '100%' },
              }}
            >
              <ProductPicker />
              <DeclaredInput resource={RESOURCE} input={quantity} mode="create" perLine />
              {owner && <DeclaredInput resource={RESOURCE} input={unitCost} mode="create" perLine />}
              {owner && <LineTotal />}
            </SimpleFormIterator>
          </ArrayInput>
        </FormCell>
      </FormGrid>
      {owner && <FormFigures figures={receiptFigures} />}
    </ResourceFormDialog>
  );
}
