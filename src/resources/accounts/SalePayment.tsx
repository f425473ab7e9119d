import { BooleanInput, useCanAccess, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readAmount } from '../../domain/money';
import { isRefusal, refusalText, settle, TENDERS } from '../../domain/payments';
import { offeredByBackend } from '../../engine/features';
import { TendersInput, type PaymentValues } from './TendersInput';

/**
 * How a sale (a bill, a recharge sale) is paid, under its own inputs (product.md §10): one or
 * more tenders adding up to `due`, a cash tender following the total until the user types one,
 * and, for the owner, leave to go over the buyer's credit limit. Shown only by a backend that
 * offers payments; the shop's own backend gets the spec's form as before.
 */
export function SalePayment({ due }: { due: number }) {
  if (!offeredByBackend({ feature: 'payments' })) return null;
  return <Tenders due={due} />;
}

function Tenders({ due }: { due: number }) {
  const { canAccess: mayAllow } = useCanAccess({ resource: 'accounts', action: 'overLimit' });
  const tenders = useWatch({ name: 'payment.tenders' }) as PaymentValues['tenders'];
  const onCredit = tenders?.some((tender) => tender?.method === 'credit' && readAmount(tender.amount) > 0);
  // The whole payment against the total: the domain's rule, as the server checks it.
  const check: Validator = (_value: unknown, values: { payment?: PaymentValues }) => {
    const outcome = settle(due, values.payment?.tenders, { cashGiven: values.payment?.cashGiven, hasAccount: true });
    return isRefusal(outcome) ? refusalText(outcome) : undefined;
  };
  return (
    <>
      <TendersInput methods={TENDERS} due={due} validate={check} followDue />
      {mayAllow && onCredit && <BooleanInput source="allowOverLimit" label="app.payments.allowOverLimit" />}
    </>
  );
}
