import { describe, expect, it } from 'vitest';
import { refusalText } from './payments';
import { creditNoteNumber, isRefundMethod, isReturnRefusal, netOfReturns, planReturn, profitNetOfReturns, refundCents, returnableLines, returnState } from './returns';

const cable = { productId: 'p1', name: 'HDMI Cable', quantity: 3, billedPrice: 1250.5 };
const remote = { productId: 'p2', name: 'Remote', quantity: 1, billedPrice: 800 };
// One product on two lines at two prices (a discounted unit added later).
const cableAgain = { productId: 'p1', name: 'HDMI Cable', quantity: 2, billedPrice: 1000 };

describe('returnableLines: what may still come back of each bill line', () => {
  it.each([
    { returned: [], expected: [3, 1, 2] },
    { returned: [{ productId: 'p1', quantity: 2 }], expected: [1, 1, 2] },
    // A product's returns use up its first line, then the next.
    { returned: [{ productId: 'p1', quantity: 4 }], expected: [0, 1, 1] },
    { returned: [{ productId: 'p1', quantity: 1 }, { productId: 'p1', quantity: 1 }, { productId: 'p2', quantity: 1 }], expected: [1, 0, 2] },
  ])('after $returned', ({ returned, expected }) => {
    const lines = returnableLines([cable, remote, cableAgain], returned);
    expect(lines.map((entry) => entry.left)).toEqual(expected);
    expect(lines.map((entry) => entry.sold)).toEqual([3, 1, 2]);
    expect(lines.map((entry) => entry.returned)).toEqual(lines.map((entry) => entry.sold - entry.left));
  });
});

describe('planReturn', () => {
  it('takes the asked units from the bill lines, first line first, and refunds their billed prices in cents', () => {
    const plan = planReturn([cable, remote, cableAgain], [{ productId: 'p1', quantity: 2 }], [{ productId: 'p1', quantity: 2 }, { productId: 'p2', quantity: 0 }]);
    if (isReturnRefusal(plan)) throw new Error(refusalText(plan));
    expect(plan.taken.map(({ line, quantity }) => [line.billedPrice, quantity])).toEqual([
      [1250.5, 1],
      [1000, 1],
    ]);
    expect(refundCents(plan.taken, 'lkr')).toBe(225050);
  });

  it('refuses more than was sold minus what already came back, naming the product and what is left', () => {
    const plan = planReturn([cable, remote], [{ productId: 'p1', quantity: 1 }], [{ productId: 'p1', quantity: 3 }]);
    expect(plan).toEqual({ error: 'returnTooMuch', values: { name: 'HDMI Cable', requested: '3', left: '2' } });
    expect(refusalText(plan as never)).toBe('Cannot return 3 of HDMI Cable: only 2 may still be returned');
  });

  it('counts two request lines of one product together', () => {
    expect(planReturn([cable], [], [{ productId: 'p1', quantity: 2 }, { productId: 'p1', quantity: 2 }])).toMatchObject({ error: 'returnTooMuch' });
  });

  it.each([
    { requested: [], error: 'returnLinesRequired' },
    { requested: null, error: 'returnLinesRequired' },
    { requested: [{ productId: 'p1', quantity: 0 }], error: 'returnLinesRequired' },
    { requested: [{ productId: 'p1', quantity: 1.5 }], error: 'returnQuantityInvalid' },
    { requested: [{ productId: 'p1', quantity: -1 }], error: 'returnQuantityInvalid' },
    { requested: [{ productId: 'p1', quantity: '1' }], error: 'returnQuantityInvalid' },
    { requested: [{ productId: 'nope', quantity: 1 }], error: 'returnProductNotOnBill' },
  ])('refuses $requested with $error', ({ requested, error }) => {
    expect(planReturn([cable], [], requested as never)).toMatchObject({ error });
  });

  it('lets the last unit go back, and then nothing more', () => {
    expect(isReturnRefusal(planReturn([remote], [], [{ productId: 'p2', quantity: 1 }]))).toBe(false);
    expect(planReturn([remote], [{ productId: 'p2', quantity: 1 }], [{ productId: 'p2', quantity: 1 }])).toMatchObject({ error: 'returnTooMuch', values: { left: '0' } });
  });
});

describe('refunds and figures', () => {
  it('sums cents without drift', () => {
    expect(refundCents([{ line: { billedPrice: 0.1 }, quantity: 3 }, { line: { billedPrice: 0.2 }, quantity: 1 }], 'lkr')).toBe(50);
    expect(refundCents([{ line: { billedPrice: 125050 }, quantity: 2 }], 'cents')).toBe(250100);
  });

  it('knows the refund methods: the tenders, credit meaning the customer’s account', () => {
    expect(['cash', 'card', 'bank', 'wallet', 'lankaqr', 'credit'].every(isRefundMethod)).toBe(true);
    expect(isRefundMethod('cheque')).toBe(false);
  });

  it('numbers credit notes CN-000045', () => {
    expect(creditNoteNumber(45)).toBe('CN-000045');
    expect(creditNoteNumber(1234567)).toBe('CN-1234567');
  });

  it('counts a bill net of its returns; a bill without returns (the shop’s own backend) as sold', () => {
    expect(netOfReturns({ totalAmount: 5000.3, returnedAmount: 1250.1 })).toBe(3750.2);
    expect(netOfReturns({ totalAmount: 5000 })).toBe(5000);
    expect(profitNetOfReturns({ profit: 900, returnedProfit: 300.5 })).toBe(599.5);
    expect(profitNetOfReturns({ returnedProfit: 300 })).toBeUndefined();
  });
});

describe('returnState: the chip beside a bill\'s net total', () => {
  const sold = [{ quantity: 2 }, { quantity: 1 }];
  it('says nothing of a bill never returned, nor of a backend without returns', () => {
    expect(returnState({ products: sold, totalAmount: 2700 })).toBeUndefined();
    expect(returnState({ products: sold, returns: [], returnedAmount: 0 })).toBeUndefined();
  });

  it('counts units: some back is part returned, every unit back is returned (even across two credit notes)', () => {
    expect(returnState({ products: sold, returns: [{ lines: [{ quantity: 1 }] }] })).toBe('partReturned');
    expect(returnState({ products: sold, returns: [{ lines: [{ quantity: 2 }] }, { lines: [{ quantity: 1 }] }] })).toBe('returned');
  });

  it('falls back on money when the returns carry no lines', () => {
    expect(returnState({ totalAmount: 2700, returnedAmount: 750 })).toBe('partReturned');
    expect(returnState({ totalAmount: 2700, returnedAmount: 2700 })).toBe('returned');
  });
});
