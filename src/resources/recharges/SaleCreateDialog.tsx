import { useEffect, useMemo, useRef } from 'react';
import type { Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { readAmount, toCents } from '../../domain/money';
import { PARTY_TYPES, type PartyType } from '../../domain/payments';
import { balanceShortfall } from '../../domain/recharge';
import { isBlank } from '../../domain/validation';
import { SalePayment } from '../accounts/SalePayment';
import { ResourceFormDialog } from '../../engine/dialogs/ResourceFormDialog';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import type { DialogProps } from '../../engine/views';
import { BALANCE_ROUTE } from './balances';
import { rechargeHistory, salePayload } from './history';
import { RememberSaleOnSave } from './SaleMessageOffer';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { ruleMessage } from '../../i18n/ruleMessages';

const RESOURCE = 'recharges/history';
/** The amounts a sale takes off its provider's balance. */
const CHECKED = ['soldValue', 'soldPrice'];

/**
 * Checks the amounts again as they are typed, when the provider changes and when the balances
 * arrive, so 'Insufficient … balance' shows before Save (after the first keystroke, not before).
 */
function LiveBalanceCheck({ balances }: { balances: unknown }) {
  const { trigger, getValues } = useFormContext();
  const watched = useWatch({ name: ['rechargeType', ...CHECKED] });
  const signature = JSON.stringify([watched, balances]);
  const first = useRef(signature);
  useEffect(() => {
    if (signature === first.current) return;
    const typed = CHECKED.filter((source) => !isBlank(getValues(source)));
    if (typed.length) void trigger(typed);
  }, [signature, getValues, trigger]);
  return null;
}

const isPartyType = (value: unknown): value is PartyType => PARTY_TYPES.includes(value as PartyType);

/** How the buyer pays: the sold price, as it is typed (nothing due at a price of 0; not known while blank). */
function SalePaymentOfPrice() {
  const [typed, soldToType, soldToId] = useWatch({ name: ['soldPrice', 'soldToType', 'soldToId'] }) as unknown[];
  const price = readAmount(typed);
  const known = !isBlank(typed) && Number.isFinite(price) && price >= 0;
  const party = isPartyType(soldToType) && typeof soldToId === 'string' && soldToId ? { type: soldToType, id: soldToId } : undefined;
  return <SalePayment due={known ? toCents(price) : undefined} party={party} />;
}

/**
 * New Sale: the declared inputs, with the amounts held within the chosen provider's balance;
 * once saved, the list offers the sale's WhatsApp message with the sold value as typed.
 */
export default function SaleCreateDialog(props: DialogProps) {
  const { data: balances } = useRouteAnswer(BALANCE_ROUTE);
  // A validator made before the balances arrived still reads the latest ones.
  const latest = useRef(balances);
  latest.current = balances;
  const withinBalance = useMemo<Validator>(
    () => (value: unknown, values: Record<string, unknown>) => {
      const shortfall = balanceShortfall(value, values?.rechargeType, latest.current);
      return shortfall && ruleMessage(shortfall);
    },
    [],
  );

  return (
    <ResourceFormDialog {...props} transform={salePayload}>
      <ClosedDayNotice />
      <FormGrid>
        {rechargeHistory.inputs.map((input) => (
          <FormCell key={input.source} input={input}>
            <DeclaredInput resource={RESOURCE} input={input} mode="create" validate={CHECKED.includes(input.source) ? [withinBalance] : []} />
          </FormCell>
        ))}
      </FormGrid>
      <SalePaymentOfPrice />
      <LiveBalanceCheck balances={balances} />
      <RememberSaleOnSave />
    </ResourceFormDialog>
  );
}
