import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from './messages';
import { productRules, refilledQuantity, refillRules, stockChangedMessage, stockFromTag, stockRefilledMessage, stockRules, stockTag } from './products';
import { firstError } from './validation';

const product = { name: 'HDMI Cable 1.5m', quantity: 25, buyingPrice: 450, sellingPrice: 750.5, productType: 'normal' };
const message = (key: ReturnType<typeof firstError>) => (key ? MESSAGES[key] : undefined);

describe('product rules (product.md §5)', () => {
  it('accept a complete product', () => {
    expect(firstError(productRules, product)).toBeUndefined();
  });

  it('accept a product without a type (normal)', () => {
    expect(firstError(productRules, { ...product, productType: undefined })).toBeUndefined();
  });

  it.each([
    ['no name', { name: '' }, 'Please enter product name'],
    ['a blank name', { name: '   ' }, 'Please enter product name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, MESSAGES.productNameTooLong],
    ['no quantity', { quantity: undefined }, 'Please enter quantity'],
    ['a negative quantity', { quantity: -1 }, MESSAGES.quantityNegative],
    ['a fractional quantity', { quantity: 2.5 }, MESSAGES.quantityInvalid],
    ['a quantity that is no number', { quantity: 'many' }, MESSAGES.quantityInvalid],
    ['a quantity above the maximum', { quantity: 100_001 }, MESSAGES.quantityTooLarge],
    ['no buying price', { buyingPrice: null }, 'Please enter buying price'],
    ['a negative buying price', { buyingPrice: -0.01 }, MESSAGES.priceNegative],
    ['a buying price with three decimals', { buyingPrice: 10.005 }, MESSAGES.priceDecimals],
    ['no selling price', { sellingPrice: '' }, 'Please enter selling price'],
    ['a selling price above the maximum', { sellingPrice: 10_000_000.01 }, MESSAGES.priceTooLarge],
    ['a selling price that is no number', { sellingPrice: 'free' }, MESSAGES.priceInvalid],
    ['another product type', { productType: 'service' }, MESSAGES.productTypeNormalOnly],
  ])('refuse %s', (_, change, expected) => {
    expect(message(firstError(productRules, { ...product, ...change }))).toBe(expected);
  });

  it.each([0, 0.01, 99.99, 10_000_000])('accept the price %s', (value) => {
    expect(firstError(productRules, { ...product, buyingPrice: value, sellingPrice: value })).toBeUndefined();
  });

  it.each([0, 1, 100_000, '12'])('accept the quantity %j', (value) => {
    expect(firstError(productRules, { ...product, quantity: value })).toBeUndefined();
  });

  it('report the first failing field in form order', () => {
    expect(message(firstError(productRules, {}))).toBe('Please enter product name');
  });
});

describe('stock update rules (PUT with only quantity)', () => {
  it.each([0, 1, 500])('accept the stock %s', (quantity) => {
    expect(firstError(stockRules, { quantity })).toBeUndefined();
  });

  it.each([
    [undefined, 'Please enter quantity'],
    [-3, MESSAGES.quantityNegative],
    [1.5, MESSAGES.quantityInvalid],
  ])('refuse %j', (quantity, expected) => {
    expect(message(firstError(stockRules, { quantity }))).toBe(expected);
  });
});

describe('refill form (product.md §5)', () => {
  it('needs at least 1 to add', () => {
    expect(message(firstError(refillRules, { quantity: 0 }))).toBe('Quantity must be at least 1');
    expect(message(firstError(refillRules, { quantity: '' }))).toBe('Please enter quantity');
    expect(firstError(refillRules, { quantity: 1 })).toBeUndefined();
  });

  it('makes the new stock the current plus the added quantity, and says so', () => {
    expect(refilledQuantity(7, 5)).toBe(12);
    expect(messageText(stockRefilledMessage(12))).toBe('Stock refilled successfully. New quantity: 12');
  });
});

describe('stock preconditions', () => {
  it.each([
    ['"stock-12"', 12],
    ['W/"stock-0"', 0],
    [' "stock-7" ', 7],
    ['"abc"', undefined],
    ['*', undefined],
    [undefined, undefined],
    ['"v-2026-11-23T04:30:00.000Z", "stock-5"', 5],
    ['"stock-5","v-2026-11-23T04:30:00.000Z"', 5],
  ])('If-Match %j names stock %j', (header, quantity) => {
    expect(stockFromTag(header)).toBe(quantity);
  });

  it('round-trips a stock through its tag', () => {
    expect(stockFromTag(stockTag(40))).toBe(40);
  });

  it('says the new stock and asks to refill again', () => {
    expect(messageText(stockChangedMessage('HDMI Cable', 3))).toBe(
      'The stock of HDMI Cable changed to 3 while you were refilling (a sale or another refill). Please refill again from the new stock.',
    );
  });
});
