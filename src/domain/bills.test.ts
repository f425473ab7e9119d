import { describe, expect, it } from 'vitest';
import { billLinesPresent, billRules, billTotals, insufficientStockMessage, linesTotal, MAX_BILL_LINES, quantitiesByProduct, withinStock } from './bills';
import { reportRange } from './reports';
import { MESSAGES, messageText } from './messages';
import { firstError } from './validation';

const line = { productId: 'p1', quantity: 2, billedPrice: 750 };
const bill = { customerId: 'c1', products: [line] };
const message = (key: ReturnType<typeof firstError>) => (key ? MESSAGES[key] : undefined);

describe('bill rules (product.md §5)', () => {
  it('accept a bill with a customer and a line', () => {
    expect(firstError(billRules, bill)).toBeUndefined();
  });

  it.each([
    ['no customer', { customerId: '' }, 'Please select a customer'],
    ['no lines', { products: [] }, 'Please add at least one product'],
    ['no products list', { products: undefined }, 'Please add at least one product'],
    ['a line that is no object', { products: [5] }, MESSAGES.billProductRequired],
    ['a line without a product', { products: [{ ...line, productId: null }] }, MESSAGES.billProductRequired],
    ['a line without a quantity', { products: [{ ...line, quantity: undefined }] }, 'Please enter quantity'],
    ['a line of quantity 0', { products: [{ ...line, quantity: 0 }] }, 'Quantity must be at least 1'],
    ['a fractional quantity', { products: [{ ...line, quantity: 1.5 }] }, MESSAGES.quantityInvalid],
    ['a line without a price', { products: [{ ...line, billedPrice: null }] }, MESSAGES.billedPriceRequired],
    ['a negative price', { products: [{ ...line, billedPrice: -1 }] }, MESSAGES.priceNegative],
    ['a price with three decimals', { products: [{ ...line, billedPrice: 1.999 }] }, MESSAGES.priceDecimals],
    ['a bad second line', { products: [line, { ...line, quantity: -2 }] }, 'Quantity must be at least 1'],
    ['too many lines', { products: Array.from({ length: MAX_BILL_LINES + 1 }, () => line) }, MESSAGES.billTooManyLines],
  ])('refuse %s', (_, change, expected) => {
    expect(message(firstError(billRules, { ...bill, ...change }))).toBe(expected);
  });

  it('accept a price of 0 and quantities typed as text', () => {
    expect(firstError(billRules, { ...bill, products: [{ ...line, billedPrice: 0, quantity: '3' }] })).toBeUndefined();
  });
});

describe('bill maths', () => {
  it('counts repeated lines of one product together, in order of first appearance', () => {
    const totals = quantitiesByProduct([
      { productId: 'b', quantity: 1 },
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 4 },
    ]);
    expect([...totals]).toEqual([
      ['b', 5],
      ['a', 2],
    ]);
  });

  it('totals Σ price × quantity and profit Σ (price − buying price) × quantity, in cents', () => {
    expect(
      billTotals([
        { productId: 'a', name: 'A', quantity: 3, billedPrice: 75_050, buyingPrice: 45_000 },
        { productId: 'b', name: 'B', quantity: 1, billedPrice: 100, buyingPrice: 250 },
      ]),
    ).toEqual({ totalAmount: 225_250, profit: 90_000 });
  });

  it('names the product, the stock and the request when refusing', () => {
    expect(messageText(insufficientStockMessage('HDMI Cable', 3, 5))).toBe('Insufficient stock for HDMI Cable: available 3, requested 5');
  });
});

describe('report range (Asia/Colombo days, inclusive)', () => {
  it('runs from the start of `from` to the start of the day after `to`', () => {
    expect(reportRange('2026-03-01', '2026-03-31')).toEqual({
      start: '2026-02-28T18:30:00.000Z',
      end: '2026-03-31T18:30:00.000Z',
    });
  });

  it('allows either bound alone, or none', () => {
    expect(reportRange('2026-03-01')).toEqual({ start: '2026-02-28T18:30:00.000Z' });
    expect(reportRange(undefined, '2026-03-01')).toEqual({ end: '2026-03-01T18:30:00.000Z' });
    expect(reportRange('', '')).toEqual({});
  });

  it('allows one single day', () => {
    expect(reportRange('2026-03-05', '2026-03-05')).toEqual({ start: '2026-03-04T18:30:00.000Z', end: '2026-03-05T18:30:00.000Z' });
  });

  it.each([
    ['2026-3-1', undefined, 'dateInvalid'],
    [undefined, '2026-02-30', 'dateInvalid'],
    ['yesterday', '2026-03-01', 'dateInvalid'],
    ['2026-03-02', '2026-03-01', 'dateRangeOrder'],
  ])('refuses from %j to %j', (from, to, error) => {
    expect(reportRange(from, to)).toEqual({ error });
  });
});

describe('the Create Bill form (console)', () => {
  it.each([
    [[], 'billProductsRequired'],
    [undefined, 'billProductsRequired'],
    [Array.from({ length: 51 }, () => ({})), 'billTooManyLines'],
    [[{}], undefined],
  ])('lines %j → %j', (value, key) => {
    expect(billLinesPresent(value)).toBe(key);
  });

  it.each([
    [3, { available: 3 }, undefined],
    [4, { available: 3 }, 'quantityAboveStock'],
    [4, {}, undefined],
    ['', { available: 0 }, undefined],
  ])('quantity %j with %j → %j', (value, line, key) => {
    expect(withinStock(value, line)).toBe(key);
  });

  it('totals lines in cents, ignoring incomplete ones', () => {
    expect(linesTotal([{ quantity: 3, billedPrice: 0.1 }, { quantity: 2, billedPrice: '750.50' }, { quantity: 1 }])).toBe(1501.3);
    expect(linesTotal(undefined)).toBe(0);
  });
});
