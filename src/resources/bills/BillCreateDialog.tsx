import { ArrayInput, SimpleFormIterator, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { billLineRules, billLinesPresent, linesTotal, withinStock } from '../../domain/bills';
import { toCents } from '../../domain/money';
import { isBlank } from '../../domain/validation';
import { ResourceFormDialog, FormFigures } from '../../engine/dialogs/ResourceFormDialog';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import { AddLineButton, RemoveLineButton } from '../../engine/inputs/LineButtons';
import { ReferencePicker } from '../../engine/inputs/ReferencePicker';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { LIST_STALE_MS } from '../../engine/list/NeighbourPages';
import { SalePayment } from '../accounts/SalePayment';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import type { DialogProps } from '../../engine/views';
import type { InputDeclaration, ShopRecord } from '../types';
import { BarcodeScan } from './BarcodeScan';
import { LinePriceInputs } from './LinePriceInputs';
import { LineSerialInput } from './LineSerialInput';
import { billFigures, billPayload, bills } from '.';

const RESOURCE = 'bills';
const label = (source: string) => `resources.${RESOURCE}.fields.${source}`;
const quantity: InputDeclaration = { source: 'quantity', kind: 'integer', rules: [...billLineRules.quantity, withinStock] };

/**
 * A line's product. Picking one fills the line's billed price from the product's selling
 * price, and keeps its stock and that price on the line for the quantity's and the discount's checks.
 * Once picked, the input shows the product's name alone: the whole option (name · stock · price)
 * was cut in the line's narrow picker, and the price shows in the line's own field beside it.
 */
const productName = (product: ShopRecord) => String(product.name);

function ProductPicker() {
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const fill = (product: ShopRecord) => {
    setValue(sourceContext.getSource('sellingPrice'), product.sellingPrice);
    setValue(sourceContext.getSource('billedPrice'), product.sellingPrice, { shouldDirty: true, shouldValidate: true });
    setValue(sourceContext.getSource('available'), product.quantity, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <ReferencePicker
      source="productId"
      reference="products"
      label={label('productId')}
      validate={toValidators(billLineRules.productId, { perLine: true })}
      readOnly={false}
      fullWidth={false}
      onPick={fill}
      inputText={productName}
      // A scanned product is put where this picker reads it (BarcodeScan.tsx): fresh as a list page is, not read again.
      staleTime={LIST_STALE_MS}
    />
  );
}

/** How the bill is paid, against its total as the lines are typed (not known while a line has no price yet), by its customer. */
function BillPayment() {
  const lines = useWatch({ name: 'products' }) as { billedPrice?: unknown }[] | undefined;
  const customerId = useWatch({ name: 'customerId' }) as unknown;
  const priced = !!lines?.length && lines.every((line) => !isBlank(line?.billedPrice));
  const party = typeof customerId === 'string' && customerId ? { type: 'customer' as const, id: customerId } : undefined;
  return <SalePayment due={priced ? toCents(linesTotal(lines)) : undefined} party={party} />;
}

/**
 * New Bill: a scanned barcode's product (where the backend keeps barcodes), the customer, then one
 * line per product (product, quantity, billed price), the total as it is typed, and how it is paid.
 */
export default function BillCreateDialog(props: DialogProps) {
  return (
    <ResourceFormDialog {...props} maxWidth="md" transform={billPayload}>
      <ClosedDayNotice />
      <BarcodeScan />
      <FormGrid>
        {bills.inputs.map((input) => (
          <FormCell key={input.source} input={input}>
            <DeclaredInput resource={RESOURCE} input={input} mode="create" />
          </FormCell>
        ))}
        <FormCell wide>
          <ArrayInput source="products" label={label('products')} validate={toValidators([billLinesPresent])} defaultValue={[{ quantity: 1 }]}>
            {/* Remove stays visible (react-admin shows it on hover only): a seller should see how to drop a line. */}
            <SimpleFormIterator
              addButton={<AddLineButton resource={RESOURCE} />}
              removeButton={<RemoveLineButton resource={RESOURCE} />}
              inline
              disableReordering
              disableClear
              getItemLabel={(index) => `${index + 1}.`}
              sx={{
                '& .RaSimpleFormIterator-action': { visibility: 'visible' },
                // A picker in a line needs room for what it shows (name, stock, price).
                '& .MuiAutocomplete-root': { minWidth: 320 },
                '& .MuiAutocomplete-root .MuiFormControl-root': { width: '100%' },
              }}
            >
              <ProductPicker />
              <DeclaredInput resource={RESOURCE} input={{ ...quantity, defaultValue: 1 }} mode="create" perLine />
              <LinePriceInputs />
              <LineSerialInput />
            </SimpleFormIterator>
          </ArrayInput>
        </FormCell>
      </FormGrid>
      <FormFigures figures={billFigures} />
      <BillPayment />
    </ResourceFormDialog>
  );
}
