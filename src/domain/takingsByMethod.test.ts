import { describe, expect, it } from 'vitest';
import { MONEY_TENDERS } from './dayClose';
import { takingsByMethod } from './takingsByMethod';

describe('takings by payment method', () => {
  it('sums each money tender over the businesses, takes its refunds off, and keeps what went on accounts apart', () => {
    const answer = takingsByMethod({
      received: { bill: { cash: 120000, card: 20000, credit: 40000 }, repair: { card: 450000, lankaqr: 200000 }, account: { bank: 15000 } },
      refunds: { cash: 30000, credit: 5000 },
    });
    expect(answer.methods.map((line) => line.method)).toEqual([...MONEY_TENDERS]);
    expect(answer.methods.find((line) => line.method === 'cash')).toEqual({ method: 'cash', received: 120000, refunded: 30000, net: 90000, businesses: { bill: 120000, sale: 0, repair: 0, account: 0 } });
    expect(answer.methods.find((line) => line.method === 'card')).toMatchObject({ received: 470000, net: 470000, businesses: { bill: 20000, repair: 450000 } });
    expect(answer.methods.find((line) => line.method === 'wallet')).toMatchObject({ received: 0, refunded: 0, net: 0 });
    expect(answer.total).toEqual({ received: 805000, refunded: 30000, net: 775000 });
    expect(answer.credit).toEqual({ onAccounts: 40000, takenOff: 5000 });
  });

  it('gives nothing for nothing moved', () => {
    expect(takingsByMethod({ received: {}, refunds: {} }).total).toEqual({ received: 0, refunded: 0, net: 0 });
  });
});
