import { describe, expect, it } from 'vitest';
import { RECHARGE_TYPES } from './rechargeTypes';
import { marginOf, providerMargins } from './rechargeMargins';

describe('recharge sales and margin by provider', () => {
  it('gives every provider in the shop’s order, one without a sale at nought, its margin and the total’s', () => {
    const answer = providerMargins([
      { rechargeType: 'Mobitel', count: 2, value: 75000, amount: 75000, profit: 2250 },
      { rechargeType: 'Dialog', count: 1, value: 10000, amount: 10000, profit: 350 },
    ]);
    expect(answer.providers.map((line) => line.rechargeType)).toEqual([...RECHARGE_TYPES]);
    expect(answer.providers.find((line) => line.rechargeType === 'Dialog')).toEqual({ rechargeType: 'Dialog', count: 1, value: 10000, amount: 10000, profit: 350, margin: 3.5 });
    expect(answer.providers.find((line) => line.rechargeType === 'Hutch')).toMatchObject({ count: 0, amount: 0, margin: null });
    expect(answer.total).toEqual({ count: 3, value: 85000, amount: 85000, profit: 2600, margin: 3.1 });
  });

  it('has no margin of nothing paid', () => {
    expect(marginOf(0, 0)).toBeNull();
    expect(marginOf(-100, 1000)).toBe(-10);
  });
});
