import { describe, expect, it } from 'vitest';
import { validateRecord } from './validation';
import { supplierReturnRefusal, supplierReturnRules, supplierReturnValue } from './supplierReturns';

describe('a return to a supplier', () => {
  const limits = { name: 'Earphones', onHand: 6, left: 4 };
  it('may take up to what the note brought less what went back, and what is on the shelf', () => {
    expect(supplierReturnRefusal(limits, 4)).toBeUndefined();
    expect(supplierReturnRefusal({ ...limits, onHand: 4 }, 4)).toBeUndefined();
  });
  it('refuses more than is left of the note first, then more than is on the shelf', () => {
    expect(supplierReturnRefusal(limits, 5)).toEqual({ key: 'supplierReturnMoreThanReceived', values: { name: 'Earphones', left: '4' } });
    expect(supplierReturnRefusal({ ...limits, onHand: 2 }, 3)).toEqual({ key: 'supplierReturnMoreThanOnHand', values: { name: 'Earphones', quantity: '2', returned: '3' } });
    expect(supplierReturnRefusal({ ...limits, left: -1 }, 1)).toEqual({ key: 'supplierReturnMoreThanReceived', values: { name: 'Earphones', left: '0' } });
  });
  it('is valued at units × the average cost, in cents', () => {
    expect(supplierReturnValue(3, 12_500)).toBe(37_500);
  });
  it('needs a product and at least one whole unit', () => {
    expect(validateRecord(supplierReturnRules, {})).toEqual({ productId: 'billProductRequired', quantity: 'quantityRequired' });
    expect(validateRecord(supplierReturnRules, { productId: 'p1', quantity: 0 })).toEqual({ quantity: 'quantityMin' });
    expect(validateRecord(supplierReturnRules, { productId: 'p1', quantity: 1.5 })).toEqual({ quantity: 'quantityInvalid' });
    expect(validateRecord(supplierReturnRules, { productId: 'p1', quantity: 2 })).toEqual({});
  });
});
