import { render } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer } from '../../../tests/support/builders';
import { buildIssue, buildRepair } from '../../../tests/support/repairBuilders';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { AccountStatement } from '../../resources/accounts/account';
import { accountStatement } from '../../resources/accounts/statementDocuments';
import type { Bill } from '../../resources/bills';
import { billReceipt, creditNote } from '../../resources/bills/billDocuments';
import type { Repair } from '../../resources/repairs';
import { jobCard } from '../../resources/repairs/repairDocuments';
import { PAPER_SIZES, PrintedDocument, keepAmountsWhole, type PrintContext, type PrintDocument } from './PrintedDocument';

const i18n = createI18nProvider();
const LONG_NAME = 'Samsung 25W Super Fast Travel Charger with a two metre USB-C to USB-C braided cable';

const customer = buildCustomer({ firstName: 'Mohamed Fazil Abdul', lastName: 'Rahuman Jayawardena' });
const bill = buildBill(customer, [
  { name: LONG_NAME, quantity: 12, billedPrice: 125_000 },
  { name: 'HDMI Cable', quantity: 1, billedPrice: 750 },
]) as unknown as Bill;
const given = { _id: 'r1', number: 45, lines: [{ productId: 'p1', name: LONG_NAME, quantity: 1, billedPrice: 125_000 }], amount: 125_000, method: 'credit' as const, createdAt: '2026-03-12T05:00:00.000Z' };
const repair = buildRepair(customer, [buildIssue({ name: 'Display and touch screen replacement (original part)', customerPrice: 48_500 })]) as unknown as Repair;
const statement: AccountStatement = {
  partyType: 'customer',
  partyId: customer._id,
  name: 'Mohamed Fazil Abdul Rahuman Jayawardena',
  phoneNumber: '0771234567',
  balance: 1_498_250,
  creditLimit: 2_000_000,
  oldestUnpaidAt: '2026-03-01T04:30:00.000Z',
  movements: [
    { _id: 'm1', at: '2026-03-01T04:30:00.000Z', source: 'bill', sourceId: 'b1', method: 'credit', amount: 1_500_750, balance: 1_500_750, note: null, number: 3, sourceNumber: 123 },
    { _id: 'm2', at: '2026-03-05T04:30:00.000Z', source: 'account', sourceId: null, method: 'lankaqr', amount: -2500, balance: 1_498_250, note: null, number: 4 },
  ],
};

/** Every printed document there is, each as its builder makes it for the paper. */
const documents: [string, (context: PrintContext) => PrintDocument][] = [
  ['a bill’s receipt', (context) => billReceipt(bill, context)],
  ['a credit note', (context) => creditNote(bill, given, context)],
  ['a repair’s job card', (context) => jobCard(repair, context)],
  ['an account statement', (context) => accountStatement(statement, context)],
];

function printed(layout: (context: PrintContext) => PrintDocument, paper: (typeof PAPER_SIZES)[number]) {
  const document = layout({ translate: i18n.translate, paper });
  const { container } = render(
    <I18nContextProvider value={i18n}>
      <PrintedDocument document={document} paper={paper} />
    </I18nContextProvider>,
  );
  return container.querySelector('.shop-printed-document')!;
}

describe('documents print cleanly on an 80 mm roll and A4', () => {
  it('joins a currency to its figure with a no-break space', () => {
    expect(keepAmountsWhole('Total LKR 1,250.00, LKR -20.00')).toBe('Total LKR\u00a01,250.00, LKR\u00a0-20.00');
  });

  describe.each(documents)('%s', (_name, layout) => {
    it.each(PAPER_SIZES)('never lets "LKR" break from its figure, and keeps each amount cell on one line (%s)', (paper) => {
      const root = printed(layout, paper);
      const text = root.textContent ?? '';
      expect(text).toContain('LKR');
      // Every currency is followed by a no-break space, wherever it stands (table, totals, details, footer).
      expect(text).not.toMatch(/LKR(?!\u00a0)/);
      // Cells that hold an amount do not wrap at all (a roll printer breaks '125,000.00' nowhere else).
      const amountCells = [...root.querySelectorAll('td, th')].filter((cell) => /^LKR\u00a0-?[\d,]+\.\d{2}$/.test(cell.textContent ?? ''));
      const detailCells = [...root.querySelectorAll('table:first-of-type td')];
      const tableAndTotals = amountCells.filter((cell) => !detailCells.includes(cell));
      expect(tableAndTotals.length).toBeGreaterThan(0);
      for (const cell of tableAndTotals) expect(getComputedStyle(cell).whiteSpace, cell.textContent!).toBe('nowrap');
    });
  });

  it('gives a long item name a line of its own on a roll, wrapping by word, its amounts on the next line', () => {
    const roll = printed((context) => billReceipt(bill, context), 'roll');
    const nameRow = [...roll.querySelectorAll('tr[data-line="text"]')].find((row) => row.textContent === LONG_NAME)!;
    expect(nameRow).toBeDefined();
    const nameCell = nameRow.querySelector('td')!;
    expect(nameCell).toHaveAttribute('colspan', '3');
    expect(getComputedStyle(nameCell).whiteSpace).not.toBe('nowrap');
    expect(nameRow.nextElementSibling?.textContent).toBe('12LKR\u00a0125,000.00LKR\u00a01,500,000.00');
    // A4 has the room: one row per line, as before.
    const a4 = printed((context) => billReceipt(bill, context), 'a4');
    expect(a4.querySelector('tr[data-line]')).toBeNull();
    expect(a4).toHaveTextContent(`${LONG_NAME}12LKR 125,000.00LKR 1,500,000.00`);
  });
});
