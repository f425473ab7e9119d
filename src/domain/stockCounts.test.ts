import { describe, expect, it } from 'vitest';
import { messageText } from './messages';
import { closedMessage, countBelowZeroMessage, countedRules, countSummary, isFinal, lineDifference, lineValue, newCountRules, postedStock } from './stockCounts';
import { validateRecord } from './validation';

describe('a stock count’s differences and values (issue 47)', () => {
  it('a difference is counted − expected, none while not counted', () => {
    expect(lineDifference({ expected: 10, counted: 8 })).toBe(-2);
    expect(lineDifference({ expected: 0, counted: 3 })).toBe(3);
    expect(lineDifference({ expected: 4, counted: 4 })).toBe(0);
    expect(lineDifference({ expected: 4, counted: null })).toBeNull();
  });

  it('values a difference at the buying price in cents; an uncounted line is worth nothing', () => {
    expect(lineValue({ expected: 10, counted: 8, unitCost: 45_000 })).toBe(-90_000);
    expect(lineValue({ expected: 1, counted: 2, unitCost: 338_750 })).toBe(338_750);
    expect(lineValue({ expected: 1, counted: null, unitCost: 45_000 })).toBe(0);
  });

  it('sums a sheet: counted, differing, units over and short, and the value', () => {
    const summary = countSummary([
      { expected: 10, counted: 8, unitCost: 100 },
      { expected: 5, counted: 5, unitCost: 200 },
      { expected: 0, counted: 3, unitCost: 50 },
      { expected: 7, counted: null, unitCost: 1_000 },
    ]);
    expect(summary).toEqual({ products: 4, counted: 3, differing: 2, over: 3, short: 2, value: -200 + 150 });
    expect(countSummary([])).toEqual({ products: 0, counted: 0, differing: 0, over: 0, short: 0, value: 0 });
  });

  it('posts the difference on today’s stock, so a sale made while counting is kept', () => {
    // Expected 10, counted 9 (one missing); two sold since the sheet was made: 8 on hand now.
    expect(postedStock(8, { expected: 10, counted: 9 })).toBe(7);
    expect(postedStock(8, { expected: 10, counted: null })).toBe(8);
    expect(postedStock(1, { expected: 5, counted: 0 })).toBe(-4);
  });

  it('takes counts that are blank or whole numbers 0 or more, a search and a note of bounded length', () => {
    expect(validateRecord(countedRules, { counted: null })).toEqual({});
    expect(validateRecord(countedRules, { counted: 0 })).toEqual({});
    expect(validateRecord(countedRules, { counted: -1 })).toEqual({ counted: 'quantityNegative' });
    expect(validateRecord(countedRules, { counted: 2.5 })).toEqual({ counted: 'quantityInvalid' });
    expect(validateRecord(newCountRules, { search: 'cable', note: 'Shelf A' })).toEqual({});
    expect(validateRecord(newCountRules, { search: 'x'.repeat(101) })).toEqual({ search: 'stockCountSearchTooLong' });
  });

  it('posted and discarded sheets are final, with their refusals', () => {
    expect(isFinal('counting')).toBe(false);
    expect(isFinal('submitted')).toBe(false);
    expect(isFinal('posted')).toBe(true);
    expect(isFinal('discarded')).toBe(true);
    expect(closedMessage('submitted')).toBeUndefined();
    expect(messageText(closedMessage('posted')!)).toBe('This stock count is posted and cannot change');
    expect(messageText(countBelowZeroMessage('HDMI Cable', 1, -3))).toBe('HDMI Cable has 1 in stock now: posting its difference of -3 would take it below 0. Please count it again');
  });
});
