import { describe, expect, it } from 'vitest';
import { advance, isRefusal, refusalText, repairBalance, type Settlement } from './payments';

const ok = (outcome: ReturnType<typeof advance>): Settlement => {
  if (isRefusal(outcome)) throw new Error(`refused: ${refusalText(outcome)}`);
  return outcome;
};

describe('advance: money taken in with a repair (product.md §10)', () => {
  it('takes part of the agreed amount in cash, with the change from what was handed over', () => {
    expect(ok(advance(1_400_000, [{ method: 'cash', amount: 5000 }], { cashGiven: 5500 }))).toEqual({
      tenders: [{ method: 'cash', amount: 500_000 }],
      credit: 0,
      received: 500_000,
      cashGiven: 550_000,
      change: 50_000,
    });
  });

  it('takes the whole agreed amount, split between card and LankaQR', () => {
    const settled = ok(advance(1_400_000, [{ method: 'lankaqr', amount: '4000' }, { method: 'card', amount: 10000 }]));
    expect(settled.tenders).toEqual([
      { method: 'card', amount: 1_000_000 },
      { method: 'lankaqr', amount: 400_000 },
    ]);
    expect(settled.received).toBe(1_400_000);
  });

  it('takes as little as 0.01', () => {
    expect(ok(advance(1_400_000, [{ method: 'bank', amount: 0.01 }])).received).toBe(1);
  });

  it('refuses more than the agreed amount, naming it', () => {
    const outcome = advance(1_400_000, [{ method: 'cash', amount: 10000 }, { method: 'card', amount: 4000.01 }]);
    expect(isRefusal(outcome) && outcome.error).toBe('advanceMoreThanAmount');
    expect(isRefusal(outcome) && refusalText(outcome)).toBe('The advance is more than the agreed amount (LKR 14,000.00)');
  });

  it('refuses any advance on a repair agreed at nothing', () => {
    const outcome = advance(0, [{ method: 'cash', amount: 1 }]);
    expect(isRefusal(outcome) && outcome.error).toBe('advanceMoreThanAmount');
  });

  it('refuses credit, even beside money received: an advance is money in hand', () => {
    for (const tenders of [[{ method: 'credit', amount: 100 }], [{ method: 'cash', amount: 100 }, { method: 'credit', amount: 100 }]]) {
      const outcome = advance(1_400_000, tenders);
      expect(isRefusal(outcome) && outcome.error).toBe('advanceNoCredit');
    }
  });

  it.each([
    ['no tenders', [], 'tendersRequired'],
    ['an unknown method', [{ method: 'cheque', amount: 10 }], 'tenderMethodInvalid'],
    ['no amount', [{ method: 'cash', amount: '' }], 'tenderAmountRequired'],
    ['a zero amount', [{ method: 'cash', amount: 0 }], 'tenderAmountPositive'],
    ['three decimals', [{ method: 'cash', amount: 9.999 }], 'tenderAmountDecimals'],
  ])('refuses %s', (_case, tenders, error) => {
    const outcome = advance(1000_00, tenders);
    expect(isRefusal(outcome) && outcome.error).toBe(error);
  });

  it('refuses cash handed over that does not cover the cash advance', () => {
    const outcome = advance(1_400_000, [{ method: 'cash', amount: 5000 }], { cashGiven: 4999.99 });
    expect(isRefusal(outcome) && outcome.error).toBe('cashGivenTooLittle');
  });
});

describe('repairBalance: what the customer pays on collection', () => {
  it.each([
    [1_400_000, 0, 1_400_000],
    [1_400_000, 500_000, 900_000],
    [1_400_000, 1_400_000, 0],
    // A discount given after a full advance leaves nothing due, never a negative balance.
    [1_300_000, 1_400_000, 0],
  ])('final %i cents, paid %i: %i due', (finalAmount, paid, due) => {
    expect(repairBalance(finalAmount, paid)).toBe(due);
  });
});
