import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { formatDateTime } from '../../domain/format';
import { supplierStatement } from './supplierStatement';
import { goodsReceivedNote } from '../goodsReceived/goodsReceivedNote';
import { supplierReturnNote } from '../goodsReceived/supplierReturnNote';

const { translate } = createI18nProvider();
const PRINTED = new Date('2026-03-13T04:30:00.000Z');

describe('papers of goods received and what the shop owes (issue 47)', () => {
  it('a supplier statement: each owed note, payment and return with the balance after it, and what is owed', () => {
    const statement = {
      _id: 's1',
      name: 'Lanka Satellite Supplies',
      phoneNumber: '0112695544',
      owed: 150,
      entries: [
        { _id: 'e1', at: '2026-03-10T04:30:00.000Z', kind: 'receipt' as const, amount: 1000, balance: 1000, number: 3, invoiceNumber: 'LSS/0457', dueDate: '2026-04-09', method: null, note: null },
        { _id: 'e2', at: '2026-03-12T04:30:00.000Z', kind: 'payment' as const, amount: -600, balance: 400, number: null, invoiceNumber: null, dueDate: null, method: 'bank', note: null },
        { _id: 'e3', at: '2026-03-13T04:30:00.000Z', kind: 'return' as const, amount: -250, balance: 150, number: 1, invoiceNumber: null, dueDate: null, method: null, note: '2 × LNB Single', receiptNumber: 3 },
      ],
    };
    const paper = supplierStatement(statement, { translate, paper: 'a4' } as never, PRINTED);
    expect(paper).toMatchObject({
      title: 'Supplier statement',
      number: 'Lanka Satellite Supplies',
      date: formatDateTime(PRINTED),
      details: [['Phone', '0112695544']],
      totals: [['We owe', 'LKR 150.00']],
    });
    expect(paper.table!.rows).toEqual([
      ['10 Mar 2026', 'GRN-000003 · LSS/0457 · due 09 Apr 2026', 'LKR 1,000.00', 'LKR 1,000.00'],
      ['12 Mar 2026', 'Paid · Bank transfer', 'LKR -600.00', 'LKR 400.00'],
      ['13 Mar 2026', 'SRN-000001 · Returned from GRN-000003 · 2 × LNB Single', 'LKR -250.00', 'LKR 150.00'],
    ]);
  });

  it('a goods received note: the supplier and invoice, the lines, the total and how it was settled', () => {
    const note = {
      id: 'r1',
      _id: 'r1',
      number: 12,
      supplierId: 's1',
      supplierName: 'Lanka Satellite Supplies',
      invoiceNumber: 'LSS/0457',
      invoiceDate: '2026-03-10',
      total: 13750,
      paidBy: null,
      status: 'owed' as const,
      dueDate: '2026-04-09',
      lines: [
        { productId: 'p1', name: 'Satellite Dish 60cm', quantity: 4, unitCost: 3300, amount: 13200 },
        { productId: 'p2', name: 'LNB Single', quantity: 1, unitCost: 550, amount: 550 },
      ],
      createdAt: '2026-03-12T04:30:00.000Z',
      createdByName: 'Owner Demo',
    };
    const paper = goodsReceivedNote(note, { translate, paper: 'roll' } as never);
    expect(paper).toMatchObject({
      title: 'Goods Received Note',
      number: 'GRN-000012',
      details: [
        ['Supplier', 'Lanka Satellite Supplies'],
        ["Supplier's invoice No.", 'LSS/0457'],
        ['Invoice date', '10 Mar 2026'],
      ],
      totals: [
        ['Total', 'LKR 13,750.00'],
        ['Owed', 'due 09 Apr 2026'],
      ],
      footer: ['Received by Owner Demo'],
    });
    expect(paper.table!.rows[0]).toEqual(['Satellite Dish 60cm', '4', 'LKR 3,300.00', 'LKR 13,200.00']);
    expect(goodsReceivedNote({ ...note, paidBy: 'cash' as const, status: 'paid' as const, dueDate: null }, { translate, paper: 'a4' } as never).totals[1]).toEqual(['Paid by', 'Cash']);
  });

  it('a supplier return note: the supplier, the note the goods came on, the units and the value credited', () => {
    const back = {
      _id: 'x1',
      number: 4,
      supplierId: 's1',
      supplierName: 'Pettah Accessories Wholesale',
      receiptId: 'r3',
      receiptNumber: 3,
      productId: 'p1',
      productName: 'Earphones',
      quantity: 2,
      unitCost: 410,
      total: 820,
      note: 'No sound on one side',
      createdAt: '2026-03-13T04:30:00.000Z',
      createdByName: 'Owner Demo',
    };
    const paper = supplierReturnNote(back, { translate, paper: 'roll' } as never);
    expect(paper).toMatchObject({
      title: 'Supplier Return Note',
      number: 'SRN-000004',
      details: [
        ['Supplier', 'Pettah Accessories Wholesale'],
        ['Goods received note', 'GRN-000003'],
        ['Note', 'No sound on one side'],
      ],
      totals: [['Credited to the supplier', 'LKR 820.00']],
      footer: ['Returned by Owner Demo'],
    });
    expect(paper.table!.rows).toEqual([['Earphones', '2', 'LKR 410.00', 'LKR 820.00']]);
  });
});
