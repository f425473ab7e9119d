import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { documentNumber } from '../../domain/numbers';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import type { SupplierStatement } from './SupplierAccountDialog';

type Translate = PrintContext['translate'];
const key = (part: string) => `resources.suppliers.account.${part}`;

/** What one line of the statement was: the note (GRN-000001 · their invoice, due …), the payment out (its tender, its note) or the return (SRN-000001 · from GRN-000003 · 2 × Earphones). */
export function entryText(entry: SupplierStatement['entries'][number], translate: Translate, locale?: string): string {
  if (entry.kind === 'return')
    return [documentNumber('supplierReturn', entry.number ?? 0), translate(key('returned'), { receipt: documentNumber('goodsReceipt', entry.receiptNumber ?? 0) }), entry.note].filter(Boolean).join(' · ');
  if (entry.kind === 'payment') return [translate(key('payment'), { method: translate(`app.payments.tenders.${entry.method}`) }), entry.note].filter(Boolean).join(' · ');
  const due = entry.dueDate ? translate(key('due'), { date: formatDate(entry.dueDate, locale) }) : '';
  return [documentNumber('goodsReceipt', entry.number ?? 0), entry.invoiceNumber, due].filter(Boolean).join(' · ');
}

/**
 * A supplier's statement as printed (A4 or the 80 mm roll, as the customers' statements print):
 * each owed note, payment out and return with the balance after it, and what is owed now. In the
 * screen's language: a supplier keeps no preferred language.
 */
export function supplierStatement(statement: SupplierStatement, { translate, locale }: PrintContext, printedAt: Date = new Date()): PrintDocument {
  return {
    title: translate(key('printTitle')),
    number: statement.name,
    date: formatDateTime(printedAt, locale),
    details: statement.phoneNumber ? [[translate(key('phone')), statement.phoneNumber]] : [],
    table: statement.entries.length
      ? {
          headers: [translate(key('at')), translate(key('what')), translate(key('amount')), translate(key('balance'))],
          rows: statement.entries.map((entry) => [formatDate(entry.at, locale), entryText(entry, translate, locale), formatMoney(entry.amount), formatMoney(entry.balance)]),
          numeric: [false, false, true, true],
        }
      : undefined,
    totals: [[translate(key('owedTotal')), formatMoney(statement.owed)]],
    footer: [],
  };
}
