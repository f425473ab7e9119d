import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  anyBelowCost,
  costsMoreThanValue,
  discountPercent,
  formLinePrice,
  isBelowCost,
  lowestPrice,
  priceRefusal,
  priceRefusalText,
  reasonForDiscount,
  sellsUnderCost,
  type LinePrice,
  type PricePolicy,
} from './prices';
import { settingsRules } from './settings';
import { firstError } from './validation';

// LKR 2,900.00 selling, 1,750.00 buying (cents).
const lnb: LinePrice = { sellingPrice: 290_000, buyingPrice: 175_000, billedPrice: 290_000 };
const staff: PricePolicy = { maxDiscountPercent: 10, mayUnderprice: false, asksReason: true };
const owner: PricePolicy = { maxDiscountPercent: undefined, mayUnderprice: true, asksReason: true };
const text = (line: LinePrice, policy: PricePolicy) => {
  const refusal = priceRefusal(line, policy);
  return refusal && priceRefusalText(refusal);
};

describe('the largest discount, in cents', () => {
  it.each([
    [290_000, 10, 261_000],
    // 10% of LKR 9.99 is 0.999: the discount allowed rounds down to 0.99, so the lowest price is 9.00.
    [999, 10, 900],
    [1, 10, 1],
    [12_345, 0, 12_345],
    [12_345, 100, 0],
    [0, 10, 0],
  ])('%i cents at %i%% off: lowest %i', (selling, percent, lowest) => {
    expect(lowestPrice(selling, percent)).toBe(lowest);
  });

  it('states a discount as a percentage to two decimals', () => {
    expect(discountPercent({ ...lnb, billedPrice: 261_000 })).toBe(10);
    expect(discountPercent({ sellingPrice: 999, billedPrice: 899 })).toBe(10.01);
    expect(discountPercent({ ...lnb, billedPrice: 300_000 })).toBe(0);
  });
});

describe('a bill line’s price (product.md §10)', () => {
  it('passes at the selling price, and above it, for anyone, without a reason', () => {
    for (const policy of [staff, owner]) {
      expect(priceRefusal(lnb, policy)).toBeUndefined();
      expect(priceRefusal({ ...lnb, billedPrice: 300_000 }, policy)).toBeUndefined();
    }
  });

  it('asks a reason for any discount, a cent or more', () => {
    expect(text({ ...lnb, billedPrice: 289_999 }, staff)).toBe(MESSAGES.discountReasonRequired);
    expect(text({ ...lnb, billedPrice: 289_999, discountReason: '  ' }, owner)).toBe(MESSAGES.discountReasonRequired);
    expect(priceRefusal({ ...lnb, billedPrice: 289_999, discountReason: 'Scratched box' }, staff)).toBeUndefined();
  });

  it('asks no reason where the backend keeps none', () => {
    expect(priceRefusal({ ...lnb, billedPrice: 280_000 }, { ...staff, asksReason: false })).toBeUndefined();
  });

  it('lets staff give up to the limit, to the cent, and refuses a cent more, naming the lowest price', () => {
    const reason = 'Regular customer';
    expect(priceRefusal({ ...lnb, billedPrice: 261_000, discountReason: reason }, staff)).toBeUndefined();
    expect(text({ ...lnb, billedPrice: 260_999, discountReason: reason }, staff)).toBe(
      'A discount can be at most 10% of the selling price: the lowest price is LKR 2,610.00',
    );
    // The case the shop tried: LKR 2,900 billed at LKR 10, with or without a reason.
    expect(priceRefusal({ ...lnb, billedPrice: 1_000 }, staff)?.error).toBe('discountAboveLimit');
  });

  it('applies no limit it cannot read (the shop’s own backend), and none to the owner', () => {
    const cheap = { ...lnb, billedPrice: 200_000, discountReason: 'Old stock' };
    expect(priceRefusal(cheap, { ...staff, maxDiscountPercent: undefined })).toBeUndefined();
    expect(priceRefusal(cheap, owner)).toBeUndefined();
  });

  it('refuses staff below cost even within the limit; the owner may', () => {
    const thin: LinePrice = { sellingPrice: 10_000, buyingPrice: 9_500, billedPrice: 9_400, discountReason: 'Regular customer' };
    expect(text(thin, staff)).toBe(MESSAGES.belowCostForbidden);
    expect(priceRefusal({ ...thin, billedPrice: 9_500 }, staff)).toBeUndefined();
    expect(priceRefusal(thin, owner)).toBeUndefined();
  });

  it('never refuses the owner’s own selling price, even under cost (a clearance the owner chose)', () => {
    const clearance: LinePrice = { sellingPrice: 1_000, buyingPrice: 1_500, billedPrice: 1_000 };
    expect(priceRefusal(clearance, staff)).toBeUndefined();
    expect(isBelowCost(clearance)).toBe(true);
  });

  it('marks a bill with any line under its buying price; an unknown cost marks nothing', () => {
    expect(anyBelowCost([lnb, { billedPrice: 99, buyingPrice: 100 }])).toBe(true);
    expect(anyBelowCost([lnb, { billedPrice: 100, buyingPrice: 100 }])).toBe(false);
    expect(anyBelowCost([{ billedPrice: 0 }])).toBe(false);
  });
});

describe('a bill form’s line (LKR as typed)', () => {
  it('reads its prices in cents once both are numbers', () => {
    expect(formLinePrice({ sellingPrice: 2900, billedPrice: '2610.5' })).toEqual({ sellingPrice: 290_000, billedPrice: 261_050 });
    expect(formLinePrice({ billedPrice: 10 })).toBeUndefined();
    expect(formLinePrice({ sellingPrice: 2900, billedPrice: '' })).toBeUndefined();
  });

  it('asks a reason once the price is under the selling price', () => {
    expect(reasonForDiscount('', { sellingPrice: 2900, billedPrice: 2899.99 })).toBe('discountReasonRequired');
    expect(reasonForDiscount('Regular customer', { sellingPrice: 2900, billedPrice: 2899.99 })).toBeUndefined();
    expect(reasonForDiscount('', { sellingPrice: 2900, billedPrice: 2900 })).toBeUndefined();
    expect(reasonForDiscount('', { billedPrice: 5 })).toBeUndefined();
  });
});

describe('warnings the owner confirms (product.md §10)', () => {
  it.each([
    [{ buyingPrice: 1000, sellingPrice: 999.99 }, true],
    [{ buyingPrice: '1000', sellingPrice: '1000' }, false],
    [{ buyingPrice: 1000, sellingPrice: 1500 }, false],
    [{ buyingPrice: '', sellingPrice: 10 }, false],
    [{ buyingPrice: 'abc', sellingPrice: 10 }, false],
  ])('a product of %o sells under cost: %s', (values, expected) => {
    expect(sellsUnderCost(values)).toBe(expected);
  });

  it.each([
    [{ topUpValue: 10_000, topUpCost: 10_000.01 }, true],
    [{ topUpValue: 10_000, topUpCost: 9_650 }, false],
    [{ topUpValue: 10_000, topUpCost: 10_000 }, false],
    [{ topUpValue: null, topUpCost: 5 }, false],
  ])('a top-up of %o costs more than its value: %s', (values, expected) => {
    expect(costsMoreThanValue(values)).toBe(expected);
  });
});

describe('the largest discount setting', () => {
  it.each([0, 10, 100, '25'])('accepts %s', (value) => {
    expect(firstError({ maxDiscountPercent: settingsRules.maxDiscountPercent }, { maxDiscountPercent: value })).toBeUndefined();
  });
  it.each([-1, 101, 12.5, '', null, 'ten'])('refuses %s', (value) => {
    expect(firstError({ maxDiscountPercent: settingsRules.maxDiscountPercent }, { maxDiscountPercent: value })).toBe('maxDiscountPercentInvalid');
  });
});
