import { Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { BooleanInput, useCanAccess, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/format';
import { fromCents, readAmount, toCents } from '../../domain/money';
import { isRefusal, overLimit, settle, TENDERS, type TenderInput } from '../../domain/payments';
import { isWalkInId } from '../../domain/walkIn';
import { offeredByBackend } from '../../engine/features';
import { TendersInput, type PaymentValues } from './TendersInput';
import { useAccount, type AccountParty } from './useAccount';
import { ruleMessage } from '../../i18n/ruleMessages';
import { refusalSaid } from '../../domain/messages';

/**
 * How a sale (a bill, a recharge sale) is paid, under its own inputs (product.md §10): one or
 * more tenders adding up to `due`, a cash tender following the total until the user types one,
 * and, for the owner, leave to go over the buyer's credit limit. Shown only by a backend that
 * offers payments; the shop's own backend gets the spec's form as before. A sale with nothing
 * due (a product at 0, a free SIM) asks for no tenders and sends no payment. `due` is
 * undefined while the total is not typed yet: the tenders stay, against 0. `party` is the
 * buyer once chosen: their account's figures show beside a Credit tender.
 */
export function SalePayment({ due, party }: { due: number | undefined; party?: AccountParty }) {
  if (!offeredByBackend({ feature: 'payments' })) return null;
  return due === 0 ? <NothingDue /> : <CreditTenders due={due ?? 0} party={party} />;
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

/** What is being paid: a sale, or a repair's balance as it is collected (the figures' words). */
type Paying = 'sale' | 'collection';

/** Where the buyer's account stands, in cents. */
interface Standing {
  balance: number;
  limit: number;
}

/** The Credit tenders typed so far, in cents. */
function creditTyped(tenders: readonly TenderInput[] | undefined): number {
  return (tenders ?? [])
    .filter((tender) => tender?.method === 'credit')
    .reduce((sum, tender) => {
      const amount = readAmount(tender.amount);
      return sum + (Number.isFinite(amount) && amount > 0 ? toCents(amount) : 0);
    }, 0);
}

/**
 * Tenders adding up to `due` (cents), Credit on `party`'s account: the account's limit, what it
 * owes and what this leaves beside a Credit tender, over the limit refused under the tenders
 * before Save, and the owner's leave to go over. A sale's and a repair's collection alike.
 */
export function CreditTenders({ due, party, paying = 'sale' }: { due: number; party: AccountParty | undefined; paying?: Paying }) {
  const { canAccess: mayAllow } = useCanAccess({ resource: 'accounts', action: 'overLimit' });
  const { trigger } = useFormContext();
  const tenders = useWatch({ name: 'payment.tenders' }) as PaymentValues['tenders'];
  const allowed = useWatch({ name: 'allowOverLimit' }) === true;
  const credit = creditTyped(tenders);
  const creditChosen = Boolean(tenders?.some((tender) => tender?.method === 'credit'));
  // The walk-in customer has no account (its own rule refuses credit); nobody chosen yet, none either.
  const { data: account } = useAccount(party?.id && !isWalkInId(party.id) ? party : undefined);
  const standing: Standing | undefined = account ? { balance: toCents(account.balance), limit: toCents(account.creditLimit) } : undefined;
  // A validator made before the account arrived still reads it.
  const latest = useRef(standing);
  latest.current = standing;

  // The whole payment against the total, and the credit against the buyer's limit as last read:
  // the domain's rules, as the server checks them (and the server, reading the account in the
  // sale's transaction, still decides). The owner's leave lets this one sale go over.
  const check: Validator = (_value: unknown, values: { payment?: PaymentValues; allowOverLimit?: boolean }) => {
    const outcome = settle(due, values.payment?.tenders, { cashGiven: values.payment?.cashGiven, hasAccount: true });
    if (isRefusal(outcome)) return ruleMessage(refusalSaid(outcome));
    const known = latest.current;
    const refusal = known && !values.allowOverLimit ? overLimit(known.balance, outcome.credit, known.limit) : undefined;
    return refusal && ruleMessage(refusalSaid(refusal));
  };

  // Over the limit is said under the tenders as the credit is typed, not only on Save.
  const over = standing && !allowed ? overLimit(standing.balance, credit, standing.limit) : undefined;
  const overSignature = JSON.stringify(over ?? null);
  const checkedSignature = useRef(overSignature);
  useEffect(() => {
    if (overSignature === checkedSignature.current) return;
    checkedSignature.current = overSignature;
    void trigger('payment.tenders');
  }, [overSignature, trigger]);

  return (
    <>
      <TendersInput
        methods={TENDERS}
        due={due}
        validate={check}
        followDue
        withheld={standing?.limit === 0 ? { credit: 'app.payments.credit.notOffered' } : undefined}
      />
      {creditChosen && standing && <CreditFigures standing={standing} credit={credit} paying={paying} />}
      {mayAllow && credit > 0 && <BooleanInput source="allowOverLimit" label="app.payments.allowOverLimit" />}
    </>
  );
}

/**
 * The buyer's credit limit, what they owe now and what this sale leaves them owing. A balance
 * below zero is what the shop owes them: said so, never as a negative amount owed.
 */
function CreditFigures({ standing, credit, paying }: { standing: Standing; credit: number; paying: Paying }) {
  const translate = useTranslate();
  const after = standing.balance + credit;
  const owing = (cents: number, owes: string, weOwe: string) => (
    <>
      {translate(cents < 0 ? weOwe : owes)}: <strong>{formatMoney(fromCents(Math.abs(cents)))}</strong>
    </>
  );
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      role="group"
      aria-label={translate('app.payments.credit.figures')}
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
      aria-live="polite"
    >
      <Typography variant="body2" component="p">
        {translate('app.payments.credit.limit')}: <strong>{formatMoney(fromCents(standing.limit))}</strong>
      </Typography>
      <Typography variant="body2" component="p">
        {owing(standing.balance, 'app.payments.credit.owes', 'app.payments.credit.weOwe')}
      </Typography>
      <Typography variant="body2" component="p" color={after > standing.limit ? 'error.main' : undefined}>
        {paying === 'sale'
          ? owing(after, 'app.payments.credit.owesAfter', 'app.payments.credit.weOweAfter')
          : owing(after, 'app.payments.credit.owesAfterCollection', 'app.payments.credit.weOweAfterCollection')}
      </Typography>
    </Stack>
  );
}
