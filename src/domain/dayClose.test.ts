import { describe, expect, it } from 'vitest';
import { messageText } from './messages';
import {
  cashDifference,
  cashMovementRules,
  closeDayProblem,
  closesEarly,
  countedCents,
  countLines,
  countProblem,
  dayClosedMessage,
  dayFigures,
  DENOMINATIONS,
  floatLeftProblem,
  movementsInCents,
  movementsInLkr,
  noteProblem,
  readPieces,
  storedCount,
  type DayMovements,
} from './dayClose';
import { validateRecord } from './validation';

/**
 * A fixed day with every kind of movement, in cents: bills in cash, card and on credit, a
 * recharge sale by wallet, a repair's advance by LankaQR and its balance in cash, a payment on
 * account by bank transfer, a cash refund and one to an account, expenses in cash and by card,
 * a pay-in and a pay-out.
 */
const DAY: DayMovements = {
  received: {
    bill: { cash: 1_250_000, card: 400_000, credit: 150_000 },
    sale: { cash: 99_000, wallet: 50_000 },
    repair: { lankaqr: 200_000, cash: 1_050_050 },
    account: { bank: 300_000 },
  },
  refunds: { cash: 75_000, credit: 25_000 },
  expenses: { cash: 12_500, card: 30_000 },
  payIns: 500_000,
  payOuts: 20_000,
};

describe('the day’s figures (product.md §10)', () => {
  const figures = dayFigures(DAY, 1_000_000);

  it('works out the cash the drawer should hold: float + cash in + pay-ins − cash refunds − cash expenses − pay-outs', () => {
    expect(figures.cash).toEqual({
      opening: 1_000_000,
      received: 1_250_000 + 99_000 + 1_050_050,
      payIns: 500_000,
      refunded: 75_000,
      spent: 12_500,
      payOuts: 20_000,
      expected: 1_000_000 + 2_399_050 + 500_000 - 75_000 - 12_500 - 20_000,
    });
  });

  it('gives each business the money it took and what it put on accounts, Credit apart', () => {
    expect(figures.businesses).toEqual([
      { business: 'bill', received: 1_650_000, credit: 150_000 },
      { business: 'sale', received: 149_000, credit: 0 },
      { business: 'repair', received: 1_250_050, credit: 0 },
      { business: 'account', received: 300_000, credit: 0 },
    ]);
    expect(figures.totals).toEqual({ received: 3_349_050, credit: 150_000, refunded: 75_000, refundedToAccounts: 25_000, spent: 42_500 });
  });

  it('gives each money tender what came in, went back and was spent, for a terminal or an app to agree with', () => {
    const byMethod = Object.fromEntries(figures.tenders.map(({ method, ...line }) => [method, line]));
    expect(byMethod.card).toEqual({ received: 400_000, refunded: 0, spent: 30_000, net: 370_000 });
    expect(byMethod.bank).toEqual({ received: 300_000, refunded: 0, spent: 0, net: 300_000 });
    expect(byMethod.wallet).toEqual({ received: 50_000, refunded: 0, spent: 0, net: 50_000 });
    expect(byMethod.lankaqr).toEqual({ received: 200_000, refunded: 0, spent: 0, net: 200_000 });
    expect(Object.keys(byMethod)).toEqual(['cash', 'card', 'bank', 'wallet', 'lankaqr']);
  });

  it('has nothing expected of an empty day but its float', () => {
    const empty = dayFigures({ received: {}, refunds: {}, expenses: {}, payIns: 0, payOuts: 0 }, 250_000);
    expect(empty.cash.expected).toBe(250_000);
    expect(empty.totals.received).toBe(0);
  });

  it('reads the API’s LKR back into the same cents, with no drift', () => {
    expect(movementsInCents(movementsInLkr(DAY))).toEqual(DAY);
    expect(movementsInCents({ received: { bill: { cash: 0.1 + 0.2 } }, refunds: {}, expenses: {}, payIns: 10.01, payOuts: 0 })).toMatchObject({
      received: { bill: { cash: 30 } },
      payIns: 1001,
    });
  });
});

describe('the drawer counted by notes and coins', () => {
  it('knows the Sri Lankan notes and coins, largest first', () => {
    expect(DENOMINATIONS).toEqual([5000, 2000, 1000, 500, 100, 50, 20, 10, 5, 2, 1]);
  });

  it('adds up what each box says, blank counting none', () => {
    const count = { '5000': 2, '1000': '3', '100': 7, '20': 1, '5': 3, '1': 4, '50': '' };
    expect(countedCents(count)).toBe((10_000 + 3_000 + 700 + 20 + 15 + 4) * 100);
    expect(countLines(count).find((line) => line.denomination === 100)).toEqual({ denomination: 100, pieces: 7, cents: 70_000 });
    expect(storedCount(count)).toEqual({ '5000': 2, '1000': 3, '100': 7, '20': 1, '5': 3, '1': 4 });
  });

  it.each([
    [{ '100': -1 }, 'dayClosePiecesInvalid'],
    [{ '100': 1.5 }, 'dayClosePiecesInvalid'],
    [{ '100': 'ten' }, 'dayClosePiecesInvalid'],
    [{ '100': 100_001 }, 'dayClosePiecesInvalid'],
    [{ '25': 1 }, 'dayCloseDenominationInvalid'],
    [{ '5000': 0, '2': 10 }, undefined],
    [null, undefined],
  ])('judges the count %j: %s', (count, problem) => {
    expect(countProblem(count)).toBe(problem);
  });

  it('reads pieces as whole numbers only', () => {
    expect(readPieces('12')).toBe(12);
    expect(readPieces(null)).toBe(0);
    expect(readPieces('1e2')).toBe(100);
    expect(readPieces(2.5)).toBeUndefined();
  });
});

describe('expected against counted', () => {
  it.each([
    [1_000_000, 990_000, -10_000],
    [1_000_000, 1_000_050, 50],
    [1_234_550, 1_234_550, 0],
  ])('expected %i cents, counted %i: difference %i', (expected, counted, difference) => {
    expect(cashDifference(counted, expected)).toBe(difference);
  });

  it('asks for a note only when the count differs, and keeps it within 500 characters', () => {
    expect(noteProblem('', 0)).toBeUndefined();
    expect(noteProblem(null, -10_000)).toBe('dayCloseNoteRequired');
    expect(noteProblem('   ', 50)).toBe('dayCloseNoteRequired');
    expect(noteProblem('A 100 note short', -10_000)).toBeUndefined();
    expect(noteProblem('x'.repeat(501), -1)).toBe('textTooLong');
  });

  it('leaves at most what was counted in the drawer', () => {
    expect(floatLeftProblem(500_000, 500_000)).toBeUndefined();
    expect(floatLeftProblem(500_001, 500_000)).toBe('dayCloseFloatLeftTooMuch');
  });

  it('closes today or an earlier day, never a later one', () => {
    expect(closeDayProblem('2026-11-24', '2026-11-24')).toBeUndefined();
    expect(closeDayProblem('2026-11-23', '2026-11-24')).toBeUndefined();
    expect(closeDayProblem('2026-11-25', '2026-11-24')).toBe('dayCloseFuture');
    expect(closeDayProblem(undefined, '2026-11-24')).toBe('dayCloseDayRequired');
  });

  it('names the day a write is refused for', () => {
    expect(messageText(dayClosedMessage('2026-11-24'))).toBe('24 Nov 2026 is closed; the owner can reopen it');
  });
});

describe('a pay-in or pay-out', () => {
  it.each([
    [{ kind: 'in', amount: 1000, reason: 'Change from the bank' }, {}],
    [{ kind: 'out', amount: '0.01', reason: 'Stamp' }, {}],
    [{ kind: 'out', amount: 0, reason: 'x' }, { amount: 'cashMovementAmountPositive' }],
    [{ kind: 'out', amount: 10.005, reason: 'x' }, { amount: 'rechargeAmountDecimals' }],
    [{ kind: 'up', amount: 5 }, { kind: 'cashMovementKindInvalid', reason: 'cashMovementReasonRequired' }],
  ])('judges %j', (movement, errors) => {
    expect(validateRecord(cashMovementRules, movement)).toEqual(errors);
  });
});

describe('closing the day before the closing hour', () => {
  // 28 Nov 2026 in Colombo (UTC+5:30).
  it.each([
    ['5:13 pm, closing at 8 pm', '2026-11-28T11:43:00.000Z', '2026-11-28', 20, true],
    ['7:59 pm', '2026-11-28T14:29:00.000Z', '2026-11-28', 20, true],
    ['8:00 pm on the hour', '2026-11-28T14:30:00.000Z', '2026-11-28', 20, false],
    ['11 pm', '2026-11-28T17:30:00.000Z', '2026-11-28', 20, false],
    ['yesterday closed this morning: that day is over', '2026-11-28T03:00:00.000Z', '2026-11-27', 20, false],
    ['just after midnight, closing at 0', '2026-11-27T18:35:00.000Z', '2026-11-28', 0, false],
  ])('%s', (_, now, day, hour, early) => {
    expect(closesEarly(day, new Date(now), hour)).toBe(early);
  });
});
