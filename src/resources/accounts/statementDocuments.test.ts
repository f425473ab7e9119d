import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
// Tamil's dates (month names, AM/PM) load with the language, as when a Tamil reader's statement is printed.
import '../../i18n/ta';
import type { AccountStatement } from './account';
import { accountStatement, statementMessage } from './statementDocuments';

const { translate } = createI18nProvider();
const shop = { name: 'Perera Communication', address: '12 Main Street, Kandy', phone: '0812234567', footer: '' };
const PRINTED = new Date('2026-03-13T04:30:00.000Z');
const TODAY = '2026-03-13';

const account = (overrides: Partial<AccountStatement> = {}): AccountStatement => ({
  partyType: 'agent',
  partyId: 'a1',
  name: 'Ruwan Jayasinghe',
  phoneNumber: '0712223334',
  balance: 4500,
  creditLimit: 20000,
  oldestUnpaidAt: '2026-03-01T04:30:00.000Z',
  movements: [
    { _id: 'm1', at: '2026-03-01T04:30:00.000Z', source: 'sale', sourceId: 's1', method: 'credit', amount: 5000, balance: 5000, note: null, number: 3, rechargeType: 'Dialog' },
    { _id: 'm2', at: '2026-03-04T04:30:00.000Z', source: 'bill', sourceId: 'b1', method: 'credit', amount: 1500, balance: 6500, note: null, number: 4, sourceNumber: 123 },
    { _id: 'm3', at: '2026-03-05T04:30:00.000Z', source: 'account', sourceId: null, method: 'bank', amount: -2000, balance: 4500, note: null, number: 5 },
  ],
  ...overrides,
});

describe('an account statement on paper (product.md §10)', () => {
  it('on A4: each line with its debit or credit and the balance after it, the totals and what is owed', () => {
    const document = accountStatement(account(), { translate, paper: 'a4' }, PRINTED, TODAY);
    expect([document.title, document.number]).toEqual(['Account Statement', 'Agent account']);
    expect(document.details).toEqual([
      ['Name', 'Ruwan Jayasinghe'],
      ['Phone', '0712223334'],
      ['Credit limit', 'LKR 20,000.00'],
      ['Owed since', '01 Mar 2026 (12 days)'],
    ]);
    expect(document.table).toEqual({
      headers: ['Date', 'Details', 'No.', 'Debit', 'Credit', 'Balance'],
      rows: [
        ['01 Mar 2026', 'Recharge sale · Dialog', '', 'LKR 5,000.00', '', 'LKR 5,000.00'],
        ['04 Mar 2026', 'Bill', 'B-000123', 'LKR 1,500.00', '', 'LKR 6,500.00'],
        ['05 Mar 2026', 'Payment received (Bank transfer)', 'P-000005', '', 'LKR 2,000.00', 'LKR 4,500.00'],
      ],
      numeric: [false, false, false, true, true, true],
    });
    expect(document.totals).toEqual([
      ['Total charged', 'LKR 6,500.00'],
      ['Total paid and credited', 'LKR 2,000.00'],
      ['Balance owed', 'LKR 4,500.00'],
    ]);
  });

  it('on a roll: one signed amount column; an empty account says so, a settled one asks for nothing', () => {
    const roll = accountStatement(account(), { translate, paper: 'roll' }, PRINTED, TODAY);
    expect(roll.table?.headers).toEqual(['Date', 'Details', 'No.', 'Amount', 'Balance']);
    expect(roll.table?.rows[2].slice(3)).toEqual(['LKR -2,000.00', 'LKR 4,500.00']);
    const empty = accountStatement(account({ balance: 0, oldestUnpaidAt: null, movements: [] }), { translate, paper: 'roll' }, PRINTED, TODAY);
    expect(empty.table).toBeUndefined();
    expect(empty.details.map(([label]) => label)).not.toContain('Owed since');
    expect(empty.footer).toEqual(['No credit sales or payments yet', 'Thank you.']);
  });
});

describe('an overpaid account on paper', () => {
  it('says each balance the shop owes as "We owe", on A4 and on a roll, and the total as what we owe', () => {
    const overpaid = { _id: 'm4', at: '2026-03-06T04:30:00.000Z', source: 'account', sourceId: null, method: 'cash' as const, amount: -4985, balance: -485, note: null, number: 6 };
    const statement = account({ balance: -485, oldestUnpaidAt: null, movements: [...account().movements, overpaid] });
    const a4 = accountStatement(statement, { translate, paper: 'a4' }, PRINTED, TODAY);
    expect(a4.table?.rows[3]).toEqual(['06 Mar 2026', 'Payment received (Cash)', 'P-000006', '', 'LKR 4,985.00', 'We owe LKR 485.00']);
    expect(a4.totals.at(-1)).toEqual(['We owe you', 'LKR 485.00']);
    const roll = accountStatement(statement, { translate, paper: 'roll' }, PRINTED, TODAY);
    expect(roll.table?.rows[3].slice(3)).toEqual(['LKR -4,985.00', 'We owe LKR 485.00']);
  });
});

describe('an account’s WhatsApp message', () => {
  it('says the balance owed and since when, and signs with the shop', () => {
    expect(statementMessage(account(), translate, shop, undefined, TODAY)).toBe(
      [
        'Dear Ruwan Jayasinghe,',
        'Your account with us shows LKR 4,500.00 owed, unpaid since 01 Mar 2026 (12 days).',
        'Please settle it at your earliest convenience. Thank you!',
        'Perera Communication',
        '12 Main Street, Kandy',
        'Tel: 0812234567',
      ].join('\n'),
    );
  });

  it('says when nothing is owed, or when the shop owes them', () => {
    expect(statementMessage(account({ balance: 0, oldestUnpaidAt: null }), translate, shop, undefined, TODAY).split('\n')[1]).toBe(
      'Your account with us is settled: nothing is owed. Thank you!',
    );
    expect(statementMessage(account({ balance: -250, oldestUnpaidAt: null }), translate, shop, undefined, TODAY).split('\n')[1]).toBe(
      'Your account with us is in credit: we owe you LKR 250.00.',
    );
  });
});

describe("in the person's language (product.md §10)", () => {
  it("dates the statement and its message with the person's month names and AM/PM, whatever the screen's", () => {
    // Tamil's March; the words come from `translate`, the recipient's (PrintPanel, useLanguage).
    const paper = accountStatement(account(), { translate, paper: 'a4', locale: 'ta' }, PRINTED, TODAY);
    expect(paper.table?.rows.map((row) => row[0])).toEqual(['01 மார்ச் 2026', '04 மார்ச் 2026', '05 மார்ச் 2026']);
    expect(paper.date).toBe('13 மார்ச் 2026 10:00 முற்பகல்');
    expect(statementMessage(account(), translate, shop, 'ta', TODAY)).toContain('unpaid since 01 மார்ச் 2026 (12 days)');
  });
});
