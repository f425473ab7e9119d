import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { ArrayInput, NumberInput, RemoveItemButton, SelectInput, SimpleFormIterator, useSimpleFormIterator, useTranslate, type ValidationErrorMessage, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/format';
import { fromCents, readAmount, toCents } from '../../domain/money';
import { cashGivenRefusal, stillDue, type Tender, type TenderInput } from '../../domain/payments';
import { ruleMessage } from '../../i18n/ruleMessages';
import { refusalSaid } from '../../domain/messages';

/** What the form holds under `payment` (LKR as typed). */
export interface PaymentValues {
  tenders?: TenderInput[];
  cashGiven?: number | string | null;
  note?: string;
}

interface TendersInputProps {
  /** The ways offered (a sale: every tender; a payment on account: all but credit). */
  methods: readonly Tender[];
  /** Cents due: what the tenders should add up to (a sale's total, an account's balance); undefined until known. */
  due: number | undefined;
  /** Checks the whole payment (the domain's `settle` or `receive`), its message shown under the tenders. */
  validate: Validator;
  /** While the user has not typed an amount, a single tender follows what is due (a sale's total as lines change). */
  followDue?: boolean;
  /** Ways shown but not offered, each named with why (Credit for a buyer given no credit). */
  withheld?: Partial<Record<Tender, string>>;
}

/**
 * How something is paid (product.md §10): one line per tender (method and amount), the cash
 * handed over when there is cash, and, as the user types, what is still due and the change
 * to give. Values live under `payment` in the form, as the API takes them.
 */
export function TendersInput({ methods, due, validate, followDue = false, withheld = {} }: TendersInputProps) {
  const translate = useTranslate();
  const { setValue, getFieldState } = useFormContext();
  const tenders = (useWatch({ name: 'payment.tenders' }) as TenderInput[] | undefined) ?? [];
  const cashGiven = useWatch({ name: 'payment.cashGiven' });

  // One tender untouched by the user follows the total: a cash sale needs no typing at all.
  useEffect(() => {
    if (!followDue || due === undefined || tenders.length !== 1 || getFieldState('payment.tenders.0.amount').isDirty) return;
    const amount = fromCents(due);
    if (Number(tenders[0]?.amount) !== amount) setValue('payment.tenders.0.amount', amount, { shouldDirty: false });
  }, [followDue, due, tenders, getFieldState, setValue]);

  const choices = methods.map((method) => ({ id: method, name: withheld[method] ?? `app.payments.tenders.${method}`, disabled: method in withheld }));
  const hasCash = tenders.some((tender) => tender?.method === 'cash');
  const cash = cashTendered(tenders);
  const given = readAmount(cashGiven);
  const remaining = due === undefined ? undefined : stillDue(due, tenders);
  // The cash handed over has its own field, so its message goes under it, not under the tenders.
  const checkTenders: Validator = (value, values, props) => {
    const problem = validate(value, values, props);
    return problem && problem === cashGivenProblem(values?.payment?.cashGiven, values) ? undefined : problem;
  };

  return (
    <>
      <ArrayInput source="payment.tenders" label="app.payments.tenders.label" validate={checkTenders} defaultValue={[{ method: 'cash' }]}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          // Their own words: beside a bill's Add and Remove line buttons, "Add" alone would say which?
          addButton={<AddTenderButton />}
          removeButton={<RemoveItemButton label="app.payments.removeTender" />}
          sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
        >
          <SelectInput source="method" label="app.payments.method" choices={choices} validate={requiredMethod} />
          <NumberInput source="amount" label="app.payments.amount" min={0} step={0.01} />
        </SimpleFormIterator>
      </ArrayInput>
      {hasCash && <NumberInput source="payment.cashGiven" label="app.payments.cashGiven" min={0} step={0.01} validate={checkCashGiven} />}
      <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} aria-live="polite">
        {remaining !== undefined && (
          <Typography variant="subtitle1" component="p" color={remaining === 0 ? 'success.main' : remaining < 0 ? 'error.main' : undefined}>
            {translate(remaining < 0 ? 'app.payments.overpaid' : 'app.payments.stillDue')}: <strong>{formatMoney(fromCents(Math.abs(remaining)))}</strong>
          </Typography>
        )}
        {hasCash && Number.isFinite(given) && toCents(given) >= cash && (
          <Typography variant="subtitle1" component="p">
            {translate('app.payments.change')}: <strong>{formatMoney(fromCents(toCents(given) - cash))}</strong>
          </Typography>
        )}
      </Stack>
    </>
  );
}

/** Adds a tender, in words beside its ⊕ (an icon alone did not say it adds a way to pay), as a bill's Add product does. */
function AddTenderButton() {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate('app.payments.addTender')}
    </Button>
  );
}

/** The cash tenders typed so far, in cents (what the cash handed over must cover). */
function cashTendered(tenders: TenderInput[] | undefined): number {
  return (tenders ?? [])
    .filter((tender) => tender?.method === 'cash')
    .reduce((sum, tender) => {
      const amount = readAmount(tender.amount);
      return sum + (Number.isFinite(amount) && amount > 0 ? toCents(amount) : 0);
    }, 0);
}

/** The domain's message about the cash handed over (as the server words it), if any. */
function cashGivenProblem(given: unknown, values: { payment?: PaymentValues } | undefined): ValidationErrorMessage | undefined {
  const refusal = cashGivenRefusal(given, cashTendered(values?.payment?.tenders));
  return refusal && ruleMessage(refusalSaid(refusal));
}

const checkCashGiven: Validator = (value: unknown, values: { payment?: PaymentValues }) => cashGivenProblem(value, values);

const requiredMethod: Validator = (value: unknown) => (value ? undefined : 'app.messages.tenderMethodInvalid');
