import { describe, expect, it } from 'vitest';
import { messageText } from './messages';
import {
  adjustmentProblem,
  adjustNegativeMessage,
  balanceChangedMessage,
  floatCheckProblem,
  floatDifference,
  floatLineRules,
  lineDifference,
} from './floatChecks';
import { validateRecord } from './validation';

describe('a float check’s difference (product.md §10)', () => {
  it.each([
    [1000, 1250, -250],
    [1250, 1000, 250],
    [11234.56, 11234.56, 0],
    // Worked in cents: 0.1 + 0.2 style drift never makes a match look like a difference.
    [0.3, 0.1 + 0.2, 0],
    [10000.01, 9999.99, 0.02],
    [0, 75.5, -75.5],
  ])('shows %s against a computed %s: %s', (shown, computed, difference) => {
    expect(floatDifference(shown, computed)).toBe(difference);
  });

  it('reads a line as typed, and has none until both figures are numbers', () => {
    expect(lineDifference({ shown: '980.5', computed: 1000 })).toBe(-19.5);
    expect(lineDifference({ shown: '', computed: 1000 })).toBeUndefined();
    expect(lineDifference({ shown: 'abc', computed: 1000 })).toBeUndefined();
    expect(lineDifference({ shown: 100 })).toBeUndefined();
  });
});

describe('a float check line’s rules', () => {
  const check = (line: Record<string, unknown>) => validateRecord(floatLineRules, { rechargeType: 'Dialog', computed: 1000, ...line });

  it('takes a match with no reason', () => {
    expect(check({ shown: 1000 })).toEqual({});
  });

  it('asks why when the balances differ, either way', () => {
    expect(check({ shown: 750 })).toEqual({ reason: 'floatReasonRequired' });
    expect(check({ shown: 1000.01 })).toEqual({ reason: 'floatReasonRequired' });
    expect(check({ shown: 750, reason: 'saleNotEntered' })).toEqual({});
  });

  it('knows only the five reasons, and "other" needs a note', () => {
    expect(check({ shown: 750, reason: 'lost' })).toEqual({ reason: 'floatReasonInvalid' });
    expect(check({ shown: 750, reason: 'other' })).toEqual({ note: 'floatNoteRequired' });
    expect(check({ shown: 750, reason: 'other', note: '  ' })).toEqual({ note: 'floatNoteRequired' });
    expect(check({ shown: 750, reason: 'other', note: 'Reload to 0771234567 typed twice' })).toEqual({});
    expect(check({ shown: 750, reason: 'failedReload', note: 'x'.repeat(501) })).toEqual({ note: 'textTooLong' });
  });

  it('needs a known provider and the balance as LKR to the cent, not below zero', () => {
    expect(check({ rechargeType: 'Etisalat', shown: 1000 })).toEqual({ rechargeType: 'rechargeTypeInvalid' });
    expect(check({ rechargeType: '', shown: 1000 })).toEqual({ rechargeType: 'rechargeTypeRequired' });
    expect(check({ shown: undefined })).toEqual({ shown: 'floatShownRequired' });
    expect(check({ shown: -1 })).toMatchObject({ shown: 'rechargeAmountNegative' });
    expect(check({ shown: 10.005 })).toMatchObject({ shown: 'rechargeAmountDecimals' });
    expect(check({ shown: 'abc' })).toMatchObject({ shown: 'rechargeAmountInvalid' });
  });

  it('checks each provider at most once, and at least one', () => {
    expect(floatCheckProblem([])).toBe('floatChecksRequired');
    expect(floatCheckProblem([{ rechargeType: 'Dialog' }, { rechargeType: 'Hutch' }])).toBeUndefined();
    expect(floatCheckProblem([{ rechargeType: 'Dialog' }, { rechargeType: 'Dialog' }])).toBe('floatProviderTwice');
  });
});

describe('an adjustment of a check (cents)', () => {
  it.each([
    [{ difference: -25_000, adjusted: false, balance: 100_000 }, undefined],
    [{ difference: 15_000, adjusted: false, balance: 0 }, undefined],
    [{ difference: -25_000, adjusted: false, balance: 25_000 }, undefined],
    [{ difference: -25_001, adjusted: false, balance: 25_000 }, 'floatAdjustNegative'],
    [{ difference: 0, adjusted: false, balance: 100_000 }, 'floatNothingToAdjust'],
    [{ difference: -25_000, adjusted: true, balance: 100_000 }, 'floatAlreadyAdjusted'],
  ])('%o: %s', (adjustment, problem) => {
    expect(adjustmentProblem(adjustment)).toBe(problem);
  });

  it('says amounts as the rest of the console writes them', () => {
    expect(messageText(balanceChangedMessage('Dialog', 1250))).toBe(
      'The Dialog balance changed to LKR 1,250.00 while you were checking (a sale or a top-up). Please check it again.',
    );
    expect(messageText(adjustNegativeMessage('Hutch', 200))).toBe('This adjustment would make the Hutch balance negative (available: LKR 200.00)');
  });
});
