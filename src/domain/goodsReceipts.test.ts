import { describe, expect, it } from 'vitest';
import {
  carriesOwnersFields,
  correctedCostRules,
  formReceiptTotal,
  goodsReceiptRulesOn,
  isReceiptPayment,
  correctedAverageCost,
  movingAverageCost,
  receiptTotal,
  RECEIPT_PAYMENTS,
  staffReceiptRulesOn,
  supplierPayment,
  suppliersDue,
} from './goodsReceipts';
import type { MessageKey } from './messages';
import { validateRecord } from './validation';

const TODAY = '2026-03-12';
const rules = goodsReceiptRulesOn(() => TODAY);
const valid = { supplierId: 's1', invoiceNumber: 'INV-88', invoiceDate: '2026-03-10', payment: 'owed', lines: [{ productId: 'p1', quantity: 3, unitCost: 120.5 }] };
const problems = (changes: Record<string, unknown>) => validateRecord(rules, { ...valid, ...changes });

describe('movingAverageCost (cents)', () => {
  it.each([
    // What is on the shelf and what came in, weighted by units.
    [{ onHand: 10, cost: 10000 }, { quantity: 5, cost: 5 * 13000 }, 11000],
    // An empty shelf takes the new cost as it is.
    [{ onHand: 0, cost: 10000 }, { quantity: 4, cost: 4 * 6250 }, 6250],
    // Below zero counts as empty: those units left at the old cost.
    [{ onHand: -3, cost: 10000 }, { quantity: 2, cost: 2 * 8000 }, 8000],
    // Rounded to the cent: (1 × 100 + 2 × 101) / 3 = 100.67.
    [{ onHand: 1, cost: 100 }, { quantity: 2, cost: 202 }, 101],
    [{ onHand: 2, cost: 333 }, { quantity: 1, cost: 334 }, 333],
    [{ onHand: 1, cost: 0 }, { quantity: 1, cost: 1 }, 1],
    // Nothing received changes nothing.
    [{ onHand: 5, cost: 4200 }, { quantity: 0, cost: 0 }, 4200],
  ])('%o receiving %o costs %i', (stock, received, expected) => {
    expect(movingAverageCost(stock, received)).toBe(expected);
  });

  it('never leaves the range of the two costs, and is a whole number of cents', () => {
    for (let onHand = -2; onHand < 30; onHand += 3) {
      for (const [old, unit, quantity] of [[100, 999, 1], [12345, 99, 7], [5, 6, 1000]]) {
        const cost = movingAverageCost({ onHand, cost: old }, { quantity, cost: quantity * unit });
        expect(Number.isInteger(cost)).toBe(true);
        expect(cost).toBeGreaterThanOrEqual(Math.min(old, unit));
        expect(cost).toBeLessThanOrEqual(Math.max(old, unit));
      }
    }
  });
});

describe('receipt totals', () => {
  it('sums quantity × unit cost in cents, and the form’s LKR without drift', () => {
    expect(receiptTotal([{ quantity: 3, unitCost: 12050 }, { quantity: 2, unitCost: 1 }])).toBe(36152);
    expect(formReceiptTotal([{ quantity: '3', unitCost: '0.1' }, { quantity: 3, unitCost: 0.2 }])).toBe(0.9);
    expect(formReceiptTotal([{ quantity: '', unitCost: 'x' }, null])).toBe(0);
    expect(formReceiptTotal(undefined)).toBe(0);
  });
});

describe('goodsReceiptRules', () => {
  it('accepts a valid receipt, paid or owed', () => {
    expect(problems({})).toEqual({});
    expect(problems({ payment: 'cash' })).toEqual({});
    expect(problems({ dueDate: '2026-04-10' })).toEqual({});
    expect(RECEIPT_PAYMENTS).toEqual(['cash', 'card', 'bank', 'wallet', 'lankaqr', 'owed']);
    expect(isReceiptPayment('credit')).toBe(false);
  });

  it.each<[Record<string, unknown>, string, MessageKey]>([
    [{ supplierId: '' }, 'supplierId', 'receiptSupplierRequired'],
    [{ invoiceNumber: undefined }, 'invoiceNumber', 'invoiceNumberRequired'],
    [{ invoiceNumber: 'x'.repeat(41) }, 'invoiceNumber', 'invoiceNumberLength'],
    [{ invoiceDate: '' }, 'invoiceDate', 'invoiceDateRequired'],
    [{ invoiceDate: '12/03/2026' }, 'invoiceDate', 'dateInvalid'],
    [{ invoiceDate: '2026-03-13' }, 'invoiceDate', 'invoiceDateFuture'],
    [{ payment: '' }, 'payment', 'receiptPaymentInvalid'],
    [{ payment: 'credit' }, 'payment', 'receiptPaymentInvalid'],
    [{ dueDate: '2026-03-09' }, 'dueDate', 'dueDateBeforeInvoice'],
    [{ lines: [] }, 'lines', 'billProductsRequired'],
    [{ lines: Array.from({ length: 101 }, () => valid.lines[0]) }, 'lines', 'receiptTooManyLines'],
    [{ lines: [{ quantity: 1, unitCost: 1 }] }, 'lines', 'billProductRequired'],
    [{ lines: [{ productId: 'p1', quantity: 0, unitCost: 1 }] }, 'lines', 'quantityMin'],
    [{ lines: [{ productId: 'p1', quantity: 1.5, unitCost: 1 }] }, 'lines', 'quantityInvalid'],
    [{ lines: [{ productId: 'p1', quantity: 1 }] }, 'lines', 'unitCostRequired'],
    [{ lines: [{ productId: 'p1', quantity: 1, unitCost: -1 }] }, 'lines', 'priceNegative'],
    [{ lines: [{ productId: 'p1', quantity: 1, unitCost: 1.005 }] }, 'lines', 'priceDecimals'],
    [{ lines: [{ productId: 'p1', quantity: 3, unitCost: 10_000_000 }] }, 'lines', 'receiptTotalTooLarge'],
  ])('%o: %s says %s', (changes, field, key) => {
    expect(problems(changes)[field]).toBe(key);
  });

  it('accepts an invoice of today, whatever the hour (a day, not an instant)', () => {
    expect(problems({ invoiceDate: TODAY })).toEqual({});
  });
});

describe('suppliersDue (the dashboard)', () => {
  const balance = (owed: number, firstDueDate: string | null) => ({ _id: `s${owed}`, name: 'S', owed, firstDueDate });
  it('says nothing until a note is due, then the total owed to every supplier and how many are due', () => {
    expect(suppliersDue(undefined, TODAY)).toBeUndefined();
    expect(suppliersDue([balance(100, '2026-03-13'), balance(50, null)], TODAY)).toBeUndefined();
    expect(suppliersDue([balance(100.1, '2026-03-12'), balance(50.2, null), balance(20, '2026-03-01')], TODAY)).toEqual({ owed: 170.3, due: 2 });
  });
});

describe('supplierPayment', () => {
  it('takes part or all of what is owed by a money tender, in cents', () => {
    expect(supplierPayment(10000, 40.5, 'cash')).toEqual({ amount: 4050, method: 'cash' });
    expect(supplierPayment(10000, '100', 'bank')).toEqual({ amount: 10000, method: 'bank' });
  });
  it.each<[number, unknown, unknown, MessageKey]>([
    [0, 10, 'cash', 'nothingOwed'],
    [10000, 10, 'credit', 'tenderMethodInvalid'],
    [10000, '', 'cash', 'tenderAmountRequired'],
    [10000, 'ten', 'cash', 'tenderAmountRequired'],
    [10000, 0, 'cash', 'tenderAmountPositive'],
    [10000, 1.005, 'cash', 'tenderAmountDecimals'],
    [10000, 20_000_000, 'cash', 'tenderAmountTooLarge'],
    [10000, 100.01, 'cash', 'paymentMoreThanOwed'],
  ])('owed %i cents, %j by %j: %s', (owed, amount, method, error) => {
    expect(supplierPayment(owed, amount, method)).toMatchObject({ error });
  });
  it('names what is owed when asked for more', () => {
    expect(supplierPayment(10000, 100.01, 'cash')).toEqual({ error: 'paymentMoreThanOwed', values: { balance: 'LKR 100.00' } });
  });
});

describe("staff's note (the owner's switch): no cost, no payment", () => {
  const staffRules = staffReceiptRulesOn(() => TODAY);
  const staffNote = { supplierId: 's1', invoiceNumber: 'INV-88', invoiceDate: '2026-03-10', lines: [{ productId: 'p1', quantity: 3 }] };
  const staffProblems = (changes: Record<string, unknown>) => validateRecord(staffRules, { ...staffNote, ...changes });

  it('takes the supplier, the invoice and lines of product and units, without a cost or a payment', () => {
    expect(staffProblems({})).toEqual({});
    expect(Object.keys(staffRules).sort()).toEqual(['invoiceDate', 'invoiceNumber', 'lines', 'supplierId']);
  });

  it.each<[Record<string, unknown>, Record<string, MessageKey>]>([
    [{ supplierId: '' }, { supplierId: 'receiptSupplierRequired' }],
    [{ invoiceNumber: ' ' }, { invoiceNumber: 'invoiceNumberRequired' }],
    [{ invoiceDate: '2026-03-13' }, { invoiceDate: 'invoiceDateFuture' }],
    [{ lines: [] }, { lines: 'billProductsRequired' }],
    [{ lines: [{ productId: 'p1', quantity: 0 }] }, { lines: 'quantityMin' }],
    [{ lines: [{ quantity: 2 }] }, { lines: 'billProductRequired' }],
  ])('refuses %j', (changes, expected) => {
    expect(staffProblems(changes)).toEqual(expected);
  });

  it('says when a note carries what is the owner’s: a unit cost (even 0), a payment or a due date', () => {
    expect(carriesOwnersFields(staffNote)).toBe(false);
    expect(carriesOwnersFields({ ...staffNote, lines: [{ productId: 'p1', quantity: 1, unitCost: null }], payment: '', dueDate: null })).toBe(false);
    expect(carriesOwnersFields({ ...staffNote, lines: [{ productId: 'p1', quantity: 1, unitCost: 0 }] })).toBe(true);
    expect(carriesOwnersFields({ ...staffNote, lines: [{ productId: 'p1', quantity: 1 }, { productId: 'p2', quantity: 1, unitCost: 12 }] })).toBe(true);
    expect(carriesOwnersFields({ ...staffNote, payment: 'owed' })).toBe(true);
    expect(carriesOwnersFields({ ...staffNote, dueDate: '2026-04-01' })).toBe(true);
  });

  it("checks the owner's corrected unit cost as a price", () => {
    expect(validateRecord(correctedCostRules, { unitCost: 120.5 })).toEqual({});
    expect(validateRecord(correctedCostRules, { unitCost: 0 })).toEqual({});
    expect(validateRecord(correctedCostRules, { unitCost: '' })).toEqual({ unitCost: 'unitCostRequired' });
    expect(Object.keys(validateRecord(correctedCostRules, { unitCost: -1 }))).toEqual(['unitCost']);
  });

  it('re-values the average from the stock before the note: the correction’s figure', () => {
    // 10 at 100.00 before; 5 in at 100.00 (staff's), corrected to 3 at 130.00 and 2 at 118.00.
    expect(movingAverageCost({ onHand: 10, cost: 10000 }, { quantity: 5, cost: 5 * 10000 })).toBe(10000);
    expect(movingAverageCost({ onHand: 10, cost: 10000 }, { quantity: 5, cost: 3 * 13000 + 2 * 11800 })).toBe(10840);
  });

  it('re-values only the note’s units still on the shelf once its products have moved since', () => {
    // 15 on the shelf at 100.00 after a note of 5 at 100.00; 3 sold since at 100.00 (they keep it): 12 left.
    // The invoice says 120.00: all 5 of the note's units may still be on the shelf: (12 × 100 + 5 × 20) / 12.
    expect(correctedAverageCost({ onHand: 12, cost: 10000 }, { quantity: 5, oldCost: 50000, newCost: 60000 })).toBe(10833);
    // Only 2 left: at most those 2 are the note's, (2 × 100 + 2 × 20) / 2; the 3 sold kept 100.00.
    expect(correctedAverageCost({ onHand: 2, cost: 10000 }, { quantity: 5, oldCost: 50000, newCost: 60000 })).toBe(12000);
    // All sold: nothing on the shelf to re-value.
    expect(correctedAverageCost({ onHand: 0, cost: 10000 }, { quantity: 5, oldCost: 50000, newCost: 60000 })).toBe(10000);
    // Corrected down to nothing (a free sample) never values the shelf below 0.
    expect(correctedAverageCost({ onHand: 1, cost: 1000 }, { quantity: 5, oldCost: 50000, newCost: 0 })).toBe(0);
    // Nothing moved but the note: the same figure as re-valuing from the stock before it (10 at 100.00, above).
    expect(correctedAverageCost({ onHand: 15, cost: 10000 }, { quantity: 5, oldCost: 50000, newCost: 3 * 13000 + 2 * 11800 })).toBe(movingAverageCost({ onHand: 10, cost: 10000 }, { quantity: 5, cost: 3 * 13000 + 2 * 11800 }));
  });
});
