import { describe, expect, it } from 'vitest';
import { billRules } from './bills';
import { saleRules } from './recharge';
import { repairRules } from './repairs';
import { firstError } from './validation';
import { isWalkIn, registeredCustomer, WALK_IN_CUSTOMER_ID, walkInPaymentMissing, walkInPaysInFull } from './walkIn';

const paid = (...methods: string[]) => ({ payment: { tenders: methods.map((method) => ({ method, amount: 100 })) } });

describe('the walk-in customer (product.md §10)', () => {
  it('is told apart by its id, as the server answers it (`_id`) and as the console reads it (`id`)', () => {
    expect(isWalkIn({ _id: WALK_IN_CUSTOMER_ID })).toBe(true);
    expect(isWalkIn({ id: WALK_IN_CUSTOMER_ID })).toBe(true);
    expect(isWalkIn({ id: '65f0c0ffee0000000000abcd' })).toBe(false);
    expect(isWalkIn(undefined)).toBe(false);
  });

  it('pays in full: no Credit tender, whatever else is offered', () => {
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, paid('cash'))).toBeUndefined();
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, paid('cash', 'card', 'lankaqr'))).toBeUndefined();
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, paid('cash', 'credit'))).toBe('walkInNoCredit');
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, paid('credit'))).toBe('walkInNoCredit');
    // The spec's payload says nothing of payment: nothing goes on an account.
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, {})).toBeUndefined();
  });

  it('leaves registered customers and agents to buy on credit', () => {
    expect(walkInPaysInFull('65f0c0ffee0000000000abcd', paid('credit'))).toBeUndefined();
    expect(walkInPaysInFull(WALK_IN_CUSTOMER_ID, { soldToType: 'agent', ...paid('credit') })).toBeUndefined();
  });

  it('is checked by the bill, sale and repair rules both sides run', () => {
    expect(firstError(billRules, { customerId: WALK_IN_CUSTOMER_ID, products: [{ productId: 'p', quantity: 1, billedPrice: 10 }], ...paid('credit') })).toBe('walkInNoCredit');
    expect(firstError(billRules, { customerId: WALK_IN_CUSTOMER_ID, products: [{ productId: 'p', quantity: 1, billedPrice: 10 }], ...paid('cash') })).toBeUndefined();
    const sale = { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: WALK_IN_CUSTOMER_ID };
    expect(firstError(saleRules, { ...sale, ...paid('credit') })).toBe('walkInNoCredit');
    expect(firstError(saleRules, { ...sale, ...paid('cash') })).toBeUndefined();
    expect(firstError(repairRules, { customerId: WALK_IN_CUSTOMER_ID, issues: ['i'] })).toBe('walkInNoRepair');
    expect(registeredCustomer('65f0c0ffee0000000000abcd')).toBeUndefined();
  });

  it('says how a sale with something due was paid, as nobody can be asked for it later', () => {
    const walkIn = { type: 'customer', id: WALK_IN_CUSTOMER_ID };
    expect(walkInPaymentMissing(walkIn, 150_000, undefined)).toBe('walkInPaymentRequired');
    expect(walkInPaymentMissing(walkIn, 150_000, null)).toBe('walkInPaymentRequired');
    expect(walkInPaymentMissing(walkIn, 150_000, { tenders: [{ method: 'cash', amount: 1500 }] })).toBeUndefined();
    // Nothing due, nothing to pay; registered customers and agents keep the spec's payload.
    expect(walkInPaymentMissing(walkIn, 0, undefined)).toBeUndefined();
    expect(walkInPaymentMissing({ type: 'customer', id: '65f0c0ffee0000000000abcd' }, 150_000, undefined)).toBeUndefined();
    expect(walkInPaymentMissing({ type: 'agent', id: WALK_IN_CUSTOMER_ID }, 150_000, undefined)).toBeUndefined();
    expect(walkInPaymentMissing(null, 150_000, undefined)).toBeUndefined();
  });
});
