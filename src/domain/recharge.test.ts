import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from './messages';
import {
  balanceShortfall,
  balances,
  balanceWouldBeNegativeMessage,
  insufficientBalanceMessage,
  RECHARGE_TYPES,
  saleProfit,
  saleRules,
  shopDayStart,
  toCents,
  topUpRules,
  unitCost,
} from './recharge';
import { firstError } from './validation';

const topUp = { rechargeType: 'Dialog', topUpValue: 10000, topUpCost: 9650.5, topUpDate: '2026-03-12' };
const sale = { rechargeType: 'Mobitel', soldValue: 500, soldPrice: 500, soldToType: 'customer', soldToId: 'abc' };
const message = (key: ReturnType<typeof firstError>) => (key ? MESSAGES[key] : undefined);

describe('recharge providers (product.md §9)', () => {
  it('are exactly Dialog, DDTV, Mobitel, Hutch and Airtel', () => {
    expect(RECHARGE_TYPES).toEqual(['Dialog', 'DDTV', 'Mobitel', 'Hutch', 'Airtel']);
  });
});

describe('top-up rules (product.md §5)', () => {
  it('accept a complete top-up', () => {
    expect(firstError(topUpRules, topUp)).toBeUndefined();
  });

  it.each([
    ['no type', { rechargeType: undefined }, 'Please select type'],
    ['an unknown type', { rechargeType: 'Etisalat' }, MESSAGES.rechargeTypeInvalid],
    ['a type in the wrong case', { rechargeType: 'dialog' }, MESSAGES.rechargeTypeInvalid],
    ['no value', { topUpValue: null }, 'Please enter value'],
    ['an empty value', { topUpValue: '' }, 'Please enter value'],
    ['a negative value', { topUpValue: -1 }, MESSAGES.rechargeAmountNegative],
    ['a value with three decimals', { topUpValue: 10.005 }, MESSAGES.rechargeAmountDecimals],
    ['a value above the maximum', { topUpValue: 100_000_000.01 }, MESSAGES.rechargeAmountTooLarge],
    ['a value that is no number', { topUpValue: 'ten' }, MESSAGES.rechargeAmountInvalid],
    ['no cost', { topUpCost: undefined }, 'Please enter cost'],
    ['a negative cost', { topUpCost: -0.01 }, MESSAGES.rechargeAmountNegative],
    ['no date', { topUpDate: '' }, 'Please select date'],
    ['a date in another format', { topUpDate: '12/03/2026' }, MESSAGES.dateInvalid],
    ['a day that does not exist', { topUpDate: '2026-02-30' }, MESSAGES.dateInvalid],
  ])('refuse %s', (_, change, expected) => {
    expect(message(firstError(topUpRules, { ...topUp, ...change }))).toBe(expected);
  });

  it.each(['12.5', ' 100 ', '0.01'])('accept the amount typed as text %j (a console form)', (value) => {
    expect(firstError(topUpRules, { ...topUp, topUpValue: value })).toBeUndefined();
  });

  it.each([0, 0.01, 99.99, 100_000_000])('accept the amount %s', (value) => {
    expect(firstError(topUpRules, { ...topUp, topUpValue: value, topUpCost: value })).toBeUndefined();
  });
});

describe('sale rules (product.md §5)', () => {
  it('accept a complete sale', () => {
    expect(firstError(saleRules, sale)).toBeUndefined();
  });

  it.each([
    ['no type', { rechargeType: null }, 'Please select recharge type'],
    ['an unknown type', { rechargeType: 'Lanka Bell' }, MESSAGES.rechargeTypeInvalid],
    ['no sold value', { soldValue: undefined }, 'Please enter sold value'],
    ['a sold value of 0', { soldValue: 0 }, MESSAGES.soldValuePositive],
    ['a sold value with three decimals', { soldValue: 1.234 }, MESSAGES.rechargeAmountDecimals],
    ['no sold price', { soldPrice: '' }, 'Please enter sold price'],
    ['a negative sold price', { soldPrice: -5 }, MESSAGES.rechargeAmountNegative],
    ['no customer type', { soldToType: undefined }, 'Please select customer type'],
    ['an unknown customer type', { soldToType: 'supplier' }, 'Please select customer type'],
    ['no customer', { soldToId: '' }, 'Please select customer'],
    ['no agent', { soldToType: 'agent', soldToId: null }, 'Please select agent'],
  ])('refuse %s', (_, change, expected) => {
    expect(message(firstError(saleRules, { ...sale, ...change }))).toBe(expected);
  });
});

describe('balances', () => {
  it('name every provider, 0 where nothing was bought', () => {
    expect(balances({ Dialog: 150000 }, { Dialog: 25050 })).toEqual({ Dialog: 1249.5, DDTV: 0, Mobitel: 0, Hutch: 0, Airtel: 0 });
  });

  it('counts the owner’s float adjustments, up or down (product.md §10)', () => {
    expect(balances({ Dialog: 150000, Hutch: 1000 }, { Dialog: 25050 }, { Dialog: -25000, Hutch: 15000 })).toMatchObject({ Dialog: 999.5, Hutch: 160 });
  });

  it.each([
    [{ Hutch: 1000 }, { Hutch: 1000 }, 0],
    [{ Hutch: 1001 }, {}, 10.01],
    [{ Hutch: 30 }, { Hutch: 10 }, 0.2],
  ])('bought %o sold %o leaves %s for Hutch', (bought, sold, expected) => {
    expect(balances(bought, sold).Hutch).toBe(expected);
  });
});

describe('unit cost and profit (product.md §9)', () => {
  it.each([
    [9650, 10000, 0.965],
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [0, 5000, 0],
    [100, 0, 0],
  ])('cost %s over value %s is %s per unit', (cost, value, expected) => {
    expect(unitCost(cost, value)).toBe(expected);
  });

  it.each([
    [500, 500, 0.965, 17.5],
    [1000, 980, 0.97, 49.4],
    [100, 100, 0.3333, 66.67],
    [90, 100, 1, -10],
  ])('price %s for value %s at %s per unit gives %s', (price, value, cost, expected) => {
    expect(saleProfit(price, value, cost)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1234.56, 123456],
  ])('%s LKR is %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

describe('messages and dates', () => {
  it('word a shortage with two-decimal amounts', () => {
    expect(messageText(insufficientBalanceMessage(1250, 1500.5))).toBe('Insufficient balance! Available: LKR 1,250.00, Required: LKR 1,500.50');
  });

  it('name the provider when a balance would go negative', () => {
    expect(messageText(balanceWouldBeNegativeMessage('Dialog', 20))).toBe('This change would make the Dialog balance negative (available: LKR 20.00)');
  });

  it.each([
    ['2026-03-12', '2026-03-11T18:30:00.000Z'],
    ['2026-01-01', '2025-12-31T18:30:00.000Z'],
    ['2026-13-01', undefined],
    ['2026-3-12', undefined],
  ])('reads the day %s in Asia/Colombo as %s', (day, expected) => {
    expect(shopDayStart(day)).toBe(expected);
  });
});

describe('balance shortfall (product.md §5: value and price within the provider balance)', () => {
  const balance = { Dialog: 1250, DDTV: 0, Mobitel: 99.99, Hutch: 0, Airtel: 0 };

  it.each([
    [1250, 'Dialog', undefined],
    ['1250.00', 'Dialog', undefined],
    [1250.01, 'Dialog', 'Insufficient balance! Available: LKR 1,250.00, Required: LKR 1,250.01'],
    ['100', 'Mobitel', 'Insufficient balance! Available: LKR 99.99, Required: LKR 100.00'],
    [0.01, 'DDTV', 'Insufficient balance! Available: LKR 0.00, Required: LKR 0.01'],
    ['', 'Dialog', undefined],
    [500, undefined, undefined],
    ['abc', 'Dialog', undefined],
  ])('%j of %s', (amount, type, expected) => {
    const refusal = balanceShortfall(amount, type, balance);
    expect(refusal && messageText(refusal)).toBe(expected);
  });

  it('cannot judge without the balances', () => {
    expect(balanceShortfall(5000, 'Dialog', undefined)).toBeUndefined();
  });
});
