import { describe, expect, it } from 'vitest';
import { advance, cashGivenRefusal, creditLimitProblem, isRefusal, oldestUnpaid, overLimit, receive, refusalText, settle, stillDue, type Settlement } from './payments';

const ok = (outcome: ReturnType<typeof settle>): Settlement => {
  if (isRefusal(outcome)) throw new Error(`refused: ${refusalText(outcome)}`);
  return outcome;
};

describe('settle: tenders that add up to the total (product.md §10)', () => {
  it('takes one cash tender for the whole sale, with the change from what was handed over', () => {
    expect(ok(settle(1_135_000, [{ method: 'cash', amount: 11350 }], { cashGiven: 12000, hasAccount: true }))).toEqual({
      tenders: [{ method: 'cash', amount: 1_135_000 }],
      credit: 0,
      received: 1_135_000,
      cashGiven: 1_200_000,
      change: 65_000,
    });
  });

  it('splits a sale between cash and credit; only the cash is received', () => {
    const settled = ok(settle(500_000, [{ method: 'credit', amount: 2500 }, { method: 'cash', amount: '2500.00' }], { hasAccount: true }));
    expect(settled.tenders).toEqual([
      { method: 'cash', amount: 250_000 },
      { method: 'credit', amount: 250_000 },
    ]);
    expect(settled).toMatchObject({ credit: 250_000, received: 250_000, cashGiven: null, change: 0 });
  });

  it('adds in cents, so 0.1 + 0.2 pays 0.30 exactly', () => {
    expect(ok(settle(30, [{ method: 'card', amount: 0.1 }, { method: 'wallet', amount: 0.2 }], { hasAccount: false })).received).toBe(30);
  });

  it('merges two tenders of one method', () => {
    expect(ok(settle(300, [{ method: 'cash', amount: 1 }, { method: 'cash', amount: 2 }], { hasAccount: false })).tenders).toEqual([
      { method: 'cash', amount: 300 },
    ]);
  });

  it.each([
    ['no tenders', [], 'tendersRequired'],
    ['an unknown method', [{ method: 'cheque', amount: 10 }], 'tenderMethodInvalid'],
    ['no amount', [{ method: 'cash', amount: '' }], 'tenderAmountRequired'],
    ['a zero amount', [{ method: 'cash', amount: 0 }], 'tenderAmountPositive'],
    ['a negative amount', [{ method: 'cash', amount: -10 }], 'tenderAmountPositive'],
    ['three decimals', [{ method: 'cash', amount: 9.999 }], 'tenderAmountDecimals'],
    ['an amount over 10,000,000', [{ method: 'cash', amount: 10_000_000.01 }], 'tenderAmountTooLarge'],
    ['a huge amount (its size, not its decimals)', [{ method: 'cash', amount: 1e300 }], 'tenderAmountTooLarge'],
    ['an amount that rounds to no cent', [{ method: 'cash', amount: 1e-9 }], 'tenderAmountPositive'],
    ['too little', [{ method: 'cash', amount: 9.99 }], 'tendersDoNotAddUp'],
    ['too much', [{ method: 'card', amount: 10.01 }], 'tendersDoNotAddUp'],
  ])('refuses %s', (_case, tenders, error) => {
    const outcome = settle(1000, tenders, { hasAccount: true });
    expect(isRefusal(outcome) && outcome.error).toBe(error);
  });

  it('says what the tenders add up to and what the total is', () => {
    const outcome = settle(1_135_000, [{ method: 'cash', amount: 10000 }], { hasAccount: true });
    expect(isRefusal(outcome) && refusalText(outcome)).toBe('Payments add up to LKR 10,000.00, but the total is LKR 11,350.00');
  });

  it('refuses credit without someone whose account it goes on', () => {
    const outcome = settle(1000, [{ method: 'credit', amount: 10 }], { hasAccount: false });
    expect(isRefusal(outcome) && outcome.error).toBe('creditNeedsAccount');
  });

  it('refuses cash handed over that does not cover the cash tender, naming it', () => {
    const outcome = settle(150_000, [{ method: 'cash', amount: 1000 }, { method: 'card', amount: 500 }], { cashGiven: 900, hasAccount: false });
    expect(isRefusal(outcome) && refusalText(outcome)).toBe('Cash handed over must be at least the cash paid (LKR 1,000.00)');
  });

  it('words a payment amount as an amount paid, not a price', () => {
    const decimals = settle(1000, [{ method: 'cash', amount: 9.999 }], { hasAccount: true });
    expect(isRefusal(decimals) && refusalText(decimals)).toBe('Amount paid can have at most two decimals');
    const large = settle(1000, [{ method: 'cash', amount: 20_000_000 }], { hasAccount: true });
    expect(isRefusal(large) && refusalText(large)).toBe('Amount paid cannot exceed 10,000,000');
  });

  it('takes a sale with nothing due without any tender, and records none', () => {
    for (const tenders of [[], null, undefined]) {
      expect(ok(settle(0, tenders, { hasAccount: false }))).toEqual({ tenders: [], credit: 0, received: 0, cashGiven: null, change: 0 });
    }
    // Something due still needs its tenders.
    const outcome = settle(1, [], { hasAccount: true });
    expect(isRefusal(outcome) && outcome.error).toBe('tendersRequired');
  });

  it('caps the cash handed over as it caps a tender, before its decimals, and takes it up to the cap', () => {
    for (const cashGiven of [1e300, 10_000_000.01]) {
      const outcome = settle(1000, [{ method: 'cash', amount: 10 }], { cashGiven, hasAccount: false });
      expect(isRefusal(outcome) && refusalText(outcome)).toBe('Cash handed over cannot exceed 10,000,000');
    }
    expect(ok(settle(1000, [{ method: 'cash', amount: 10 }], { cashGiven: 10_000_000, hasAccount: false })).cashGiven).toBe(1_000_000_000);
    // An account payment and a repair advance read it the same way.
    const received = receive(5000, [{ method: 'cash', amount: 10 }], { cashGiven: 1e300 });
    expect(isRefusal(received) && received.error).toBe('cashGivenTooLarge');
    const advanced = advance(5000, [{ method: 'cash', amount: 10 }], { cashGiven: 1e300 });
    expect(isRefusal(advanced) && advanced.error).toBe('cashGivenTooLarge');
    expect(cashGivenRefusal('', 1000)).toBeUndefined();
    expect(cashGivenRefusal('abc', 0)?.error).toBe('cashGivenInvalid');
  });
});

describe('creditLimitProblem: the limit the owner sets', () => {
  it('takes 0 to 10,000,000, to the cent', () => {
    for (const limit of [0, 50_000, '2500.50', 10_000_000]) expect(creditLimitProblem(limit)).toBeUndefined();
  });

  it('refuses a limit over 10,000,000 by naming the maximum, and a blank, negative or finer one', () => {
    expect(creditLimitProblem(10_000_000.01)).toBe('creditLimitTooLarge');
    expect(creditLimitProblem(1e300)).toBe('creditLimitTooLarge');
    for (const limit of [null, undefined, '', 'abc', -1, 10.001]) expect(creditLimitProblem(limit)).toBe('creditLimitInvalid');
  });
});

describe('receive: a payment on an account', () => {
  it('takes part of what is owed, by any tender but credit', () => {
    expect(ok(receive(500_000, [{ method: 'lankaqr', amount: 1000 }, { method: 'cash', amount: 500 }], { cashGiven: 1000 }))).toEqual({
      tenders: [
        { method: 'cash', amount: 50_000 },
        { method: 'lankaqr', amount: 100_000 },
      ],
      credit: 0,
      received: 150_000,
      cashGiven: 100_000,
      change: 50_000,
    });
  });

  it('takes exactly what is owed, and not one cent more, naming the balance', () => {
    expect(ok(receive(500_000, [{ method: 'cash', amount: 5000 }])).received).toBe(500_000);
    const outcome = receive(500_000, [{ method: 'cash', amount: 5000.01 }]);
    expect(isRefusal(outcome) && refusalText(outcome)).toBe('The payment is more than is owed (LKR 5,000.00)');
  });

  it('refuses credit as a way to pay a debt, and any payment when nothing is owed', () => {
    const credit = receive(1000, [{ method: 'credit', amount: 5 }]);
    expect(isRefusal(credit) && credit.error).toBe('tenderMethodInvalid');
    const nothing = receive(0, [{ method: 'cash', amount: 5 }]);
    expect(isRefusal(nothing) && nothing.error).toBe('nothingOwed');
  });
});

describe('stillDue: what the dialog shows as the user types', () => {
  it('counts only amounts typed so far, in cents', () => {
    expect(stillDue(1_135_000, [{ method: 'cash', amount: '5000' }, { method: 'card', amount: '' }, { method: 'credit', amount: 'abc' }])).toBe(635_000);
    expect(stillDue(1000, [{ method: 'cash', amount: 12 }])).toBe(-200);
    expect(stillDue(1000, undefined)).toBe(1000);
  });
});

describe('overLimit: a credit sale against the person’s limit', () => {
  it('lets a sale reach the limit exactly, and refuses one cent over, naming limit and balance', () => {
    expect(overLimit(400_000, 100_000, 500_000)).toBeUndefined();
    const refusal = overLimit(400_000, 100_001, 500_000)!;
    expect(refusalText(refusal)).toBe('Credit limit exceeded: limit LKR 5,000.00, already owed LKR 4,000.00, this sale LKR 1,000.01');
  });

  it('never refuses a sale with no credit, whatever is owed', () => {
    expect(overLimit(900_000, 0, 0)).toBeUndefined();
  });
});

describe('oldestUnpaid: payments settle the oldest debts first', () => {
  const movements = [
    { at: '2026-03-01', amount: 1000 },
    { at: '2026-03-05', amount: 2000 },
    { at: '2026-03-06', amount: -1500 },
    { at: '2026-03-09', amount: 500 },
  ];

  it('names the first debt not covered by everything paid', () => {
    expect(oldestUnpaid(movements)).toBe('2026-03-05');
    expect(oldestUnpaid([...movements, { at: '2026-03-10', amount: -1500 }])).toBe('2026-03-09');
  });

  it('is undefined when everything is paid', () => {
    expect(oldestUnpaid([...movements, { at: '2026-03-10', amount: -2000 }])).toBeUndefined();
    expect(oldestUnpaid([])).toBeUndefined();
  });
});
