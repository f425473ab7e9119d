import { useCanAccess, useSourceContext, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { getPath } from '../../api/getPath';
import { billLineRules } from '../../domain/bills';
import { discountReasonRules, formLinePrice, isDiscounted, priceRefusal, reasonForDiscount } from '../../domain/prices';
import { offeredByBackend } from '../../engine/features';
import { DeclaredInput } from '../../engine/inputs/DeclaredInput';
import { useShopSettings } from '../../engine/shop';
import type { InputDeclaration } from '../types';
import { ruleMessage } from '../../i18n/ruleMessages';
import { refusalSaid } from '../../domain/messages';

const RESOURCE = 'bills';
const billedPrice: InputDeclaration = { source: 'billedPrice', kind: 'money', rules: billLineRules.billedPrice };
const discountReason: InputDeclaration = { source: 'discountReason', kind: 'text', rules: [reasonForDiscount, ...discountReasonRules] };

/** The line a validator's input belongs to (`products.2.billedPrice` → the form's `products.2`). */
const lineOf = (values: unknown, props?: { source?: string; finalSource?: string }) =>
  getPath(values, (props?.finalSource ?? props?.source ?? '').replace(/\.[^.]+$/, '')) as Record<string, unknown> | undefined;

/** Staff's discount within the owner's largest, said under the price as it is typed (the server checks it again). */
const withinLimit =
  (maxDiscountPercent: number): Validator =>
  (value: unknown, values: unknown, props?: { source?: string; finalSource?: string }) => {
    const prices = formLinePrice({ ...lineOf(values, props), billedPrice: value });
    const refusal = prices && priceRefusal(prices, { maxDiscountPercent, mayUnderprice: false, asksReason: false });
    return refusal ? ruleMessage(refusalSaid(refusal)) : undefined;
  };

/**
 * A line's price and, under the product's selling price, the discount's reason (product.md
 * §10). Where the backend keeps the shop's settings (our server), staff's discount stays within
 * the owner's largest and a discount asks its reason; the owner has no limit. The shop's own
 * backend has neither, so the line is the spec's: a price, as before. Below cost is the
 * server's to refuse: staff's console does not know the cost, and the refusal shows under the price.
 */
export function LinePriceInputs() {
  const offered = offeredByBackend({ feature: 'settings' });
  const { canAccess: mayUnderprice, isPending } = useCanAccess({ resource: RESOURCE, action: 'anyPrice' });
  const { data: settings } = useShopSettings();
  const limit = offered && !isPending && !mayUnderprice ? settings?.maxDiscountPercent : undefined;
  return (
    <>
      <DeclaredInput resource={RESOURCE} input={billedPrice} mode="create" perLine validate={limit === undefined ? [] : [withinLimit(limit)]} />
      {offered && <DiscountReason />}
    </>
  );
}

/** Shown once the line's price is under its product's selling price. */
function DiscountReason() {
  const sourceContext = useSourceContext();
  const [billed, selling] = useWatch({ name: [sourceContext.getSource('billedPrice'), sourceContext.getSource('sellingPrice')] });
  const prices = formLinePrice({ billedPrice: billed, sellingPrice: selling });
  if (!prices || !isDiscounted(prices)) return null;
  return <DeclaredInput resource={RESOURCE} input={discountReason} mode="create" perLine />;
}
