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
import { AmountsWhole, PAPER_SIZES, PrintedDocument, type PrintContext, type PrintDocument } from './PrintedDocument';

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

/** Does the element or one of its ancestors in the document keep its text on one line? */
const oneLine = (element: Element | null, root: Element): boolean =>
  !!element && (getComputedStyle(element).whiteSpace === 'nowrap' || (element !== root && oneLine(element.parentElement, root)));

/** Each amount in the document ('LKR 125,000.00') with the element that holds it. */
function amountsIn(root: Element): { amount: string; holder: Element }[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: { amount: string; holder: Element }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.textContent!.matchAll(/LKR[^\d-]*-?[\d,.]*/g)) found.push({ amount: match[0], holder: node.parentElement! });
  }
  return found;
}

describe('documents print cleanly on an 80 mm roll and A4', () => {
  it('keeps each amount in running text on one line, and the words around it free to wrap', () => {
    const { container } = render(<AmountsWhole text="Refunded LKR 1,250.00 by cash, LKR -20.00 kept" />);
    expect([...container.querySelectorAll('span')].map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ['LKR 1,250.00', 'nowrap'],
      ['LKR -20.00', 'nowrap'],
    ]);
    expect(container.textContent).toBe('Refunded LKR 1,250.00 by cash, LKR -20.00 kept');
  });

  describe.each(documents)('%s', (_name, layout) => {
    it.each(PAPER_SIZES)('never lets "LKR" break from its figure: every amount is in a one-line element (%s)', (paper) => {
      const root = printed(layout, paper);
      const amounts = amountsIn(root);
      expect(amounts.length).toBeGreaterThan(1);
      // The whole amount in one text node (not 'LKR' alone), inside an element that does not wrap.
      for (const { amount, holder } of amounts) {
        expect(amount).toMatch(/^LKR -?[\d,]+\.\d{2}$/);
        expect(oneLine(holder, root), `${amount} may wrap`).toBe(true);
      }
    });
  });

  it('gives a long item name a line of its own on a roll, wrapping by word, its amounts on the next line', () => {
    const roll = printed((context) => billReceipt(bill, context), 'roll');
    const nameRow = [...roll.querySelectorAll('tr[data-line="text"]')].find((row) => row.textContent === LONG_NAME)!;
    expect(nameRow).toBeDefined();
    const nameCell = nameRow.querySelector('td')!;
    expect(nameCell).toHaveAttribute('colspan', '3');
    expect(oneLine(nameCell, roll)).toBe(false);
    expect(nameRow.nextElementSibling?.textContent).toBe('12LKR 125,000.00LKR 1,500,000.00');
    // A4 has the room: one row per line, as before.
    const a4 = printed((context) => billReceipt(bill, context), 'a4');
    expect(a4.querySelector('tr[data-line]')).toBeNull();
    expect(a4).toHaveTextContent(`${LONG_NAME}12LKR 125,000.00LKR 1,500,000.00`);
  });
});
