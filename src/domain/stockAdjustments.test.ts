import { describe, expect, it } from 'vitest';
import { messageText } from './messages';
import { ADJUSTMENT_REASONS, adjustedStock, adjustmentBelowZeroMessage, adjustmentRules, isAdjustmentReason, stockAdjustedMessage } from './stockAdjustments';
import { validateRecord } from './validation';

describe('a stock adjustment (issue 47)', () => {
  it('takes a signed whole quantity, not 0, a reason of the list and an optional note', () => {
    expect(validateRecord(adjustmentRules, { quantity: -3, reason: 'damaged' })).toEqual({});
    expect(validateRecord(adjustmentRules, { quantity: '2', reason: 'found', note: 'Behind the shelf' })).toEqual({});
    expect(validateRecord(adjustmentRules, {})).toEqual({ quantity: 'quantityRequired', reason: 'adjustmentReasonRequired' });
    expect(validateRecord(adjustmentRules, { quantity: 0, reason: 'lost' })).toEqual({ quantity: 'adjustmentQuantityZero' });
    expect(validateRecord(adjustmentRules, { quantity: -1.5, reason: 'lost' })).toEqual({ quantity: 'quantityInvalid' });
    expect(validateRecord(adjustmentRules, { quantity: -100_001, reason: 'lost' })).toEqual({ quantity: 'quantityTooLarge' });
    expect(validateRecord(adjustmentRules, { quantity: 100_000, reason: 'lost' })).toEqual({});
    expect(validateRecord(adjustmentRules, { quantity: 1, reason: 'stolen' })).toEqual({ reason: 'adjustmentReasonInvalid' });
    expect(validateRecord(adjustmentRules, { quantity: 1, reason: 'found', note: 'x'.repeat(201) })).toEqual({ note: 'stockNoteTooLong' });
    expect(validateRecord(adjustmentRules, { quantity: 1, reason: 'found', note: 'x'.repeat(200) })).toEqual({});
  });

  it('names its reasons once', () => {
    expect(ADJUSTMENT_REASONS).toEqual(['damaged', 'lost', 'found', 'ownUse']);
    expect(isAdjustmentReason('ownUse')).toBe(true);
    expect(isAdjustmentReason('other')).toBe(false);
    expect(isAdjustmentReason(null)).toBe(false);
  });

  it('moves the stock by the quantity, and says so', () => {
    expect(adjustedStock(5, -2)).toBe(3);
    expect(adjustedStock(5, -6)).toBe(-1);
    expect(messageText(adjustmentBelowZeroMessage('HDMI Cable', 2))).toBe('HDMI Cable has 2 in stock: the stock cannot go below 0');
    expect(messageText(stockAdjustedMessage(7))).toBe('Stock adjusted successfully. New quantity: 7');
  });
});
