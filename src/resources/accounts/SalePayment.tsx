import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, useCanAccess, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { readAmount } from '../../domain/money';
import { isRefusal, settle, TENDERS } from '../../domain/payments';
import { offeredByBackend } from '../../engine/features';
import { TendersInput, type PaymentValues } from './TendersInput';
import { ruleMessage } from '../../i18n/ruleMessages';
import { refusalSaid } from '../../domain/messages';

/**
 * How a sale (a bill, a recharge sale) is paid, under its own inputs (product.md §10): one or
 * more tenders adding up to `due`, a cash tender following the total until the user types one,
 * and, for the owner, leave to go over the buyer's credit limit. Shown only by a backend that
 * offers payments; the shop's own backend gets the spec's form as before. A sale with nothing
 * due (a product at 0, a free SIM) asks for no tenders and sends no payment. `due` is
 * undefined while the total is not typed yet: the tenders stay, against 0.
 */
export function SalePayment({ due }: { due: number | undefined }) {
  if (!offeredByBackend({ feature: 'payments' })) return null;
  return due === 0 ? <NothingDue /> : <Tenders due={due ?? 0} />;
}

/** Says nothing is due, and drops any tenders typed before the total fell to 0, so none is sent. */
function NothingDue() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  useEffect(() => {
    setValue('payment', undefined);
    setValue('allowOverLimit', undefined);
  }, [setValue]);
  return (
    <Typography variant="subtitle1" component="p" color="success.main" sx={{ textAlign: 'right' }} aria-live="polite">
      {translate('app.payments.nothingDue')}
    </Typography>
  );
}

function Tenders({ due }: { due: number }) {
  const { canAccess: mayAllow } = useCanAccess({ resource: 'accounts', action: 'overLimit' });
  const tenders = useWatch({ name: 'payment.tenders' }) as PaymentValues['tenders'];
  const onCredit = tenders?.some((tender) => tender?.method === 'credit' && readAmount(tender.amount) > 0);
  // The whole payment against the total: the domain's rule, as the server checks it.
  const check: Validator = (_value: unknown, values: { payment?: PaymentValues }) => {
    const outcome = settle(due, values.payment?.tenders, { cashGiven: values.payment?.cashGiven, hasAccount: true });
    return isRefusal(outcome) ? ruleMessage(refusalSaid(outcome)) : undefined;
  };
  return (
    <>
      <TendersInput methods={TENDERS} due={due} validate={check} followDue />
      {mayAllow && onCredit && <BooleanInput source="allowOverLimit" label="app.payments.allowOverLimit" />}
    </>
  );
}
