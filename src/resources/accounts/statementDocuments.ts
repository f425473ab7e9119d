import { shopDay, shopDayOf } from '../../domain/dates';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { movementLabel, statementLines, statementTotals, type StatementLine } from '../../domain/statement';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import { balanceWords, daysOwed, type AccountStatement } from './account';

type Translate = PrintContext['translate'];

const key = (part: string) => `resources.accounts.statement.${part}`;

/** What a line was: a bill, a recharge sale, a repair, a bill's return, or a payment received and how it was paid. */
function lineLabel(line: StatementLine, translate: Translate): string {
  const what = movementLabel(translate(key(`sources.${line.source}`), { _: line.source }), line);
  return line.source === 'account' ? translate(key('document.paidBy'), { what, method: translate(`app.payments.tenders.${line.method}`) }) : what;
}

/** The day of the oldest unpaid debt (in `locale`) and how long it has been owed ('01 Mar 2026 (12 days)'); undefined when nothing is. */
function owedSince(statement: AccountStatement, translate: Translate, today: string, locale?: string): { date: string; days: string } | undefined {
  const day = statement.oldestUnpaidAt ? shopDayOf(statement.oldestUnpaidAt) : undefined;
  if (!day || statement.balance <= 0) return undefined;
  return { date: formatDate(statement.oldestUnpaidAt, locale), days: translate(key('daysOwed'), { smart_count: daysOwed(day, today) }) };
}

/**
 * An account statement for the person (product.md §10): who they are, every credit sale,
 * payment received and return credited with the balance after each, and what is owed. On A4
 * charges and payments have columns of their own; on an 80 mm roll one signed amount column
 * keeps the lines readable.
 */
export function accountStatement(statement: AccountStatement, { translate, paper, locale }: PrintContext, printedAt: Date = new Date(), today: string = shopDay()): PrintDocument {
  const t = (part: string, options?: object) => translate(key(`document.${part}`), options);
  const lines = statementLines(statement.movements);
  const totals = statementTotals(lines);
  const since = owedSince(statement, translate, today, locale);
  const roll = paper !== 'a4';
  const money = (amount: number) => (amount ? formatMoney(amount) : '');
  const rows = lines.map((line) => {
    const text = [formatDate(line.at, locale), lineLabel(line, translate), line.number];
    return roll
      ? [...text, formatMoney(line.debit - line.credit), balanceWords(line.balance, translate)]
      : [...text, money(line.debit), money(line.credit), balanceWords(line.balance, translate)];
  });
  const textHeaders = [t('at'), t('what'), t('number')];
  return {
    title: t('title'),
    number: t(statement.partyType),
    date: formatDateTime(printedAt, locale),
    details: [
      [t('name'), statement.name],
      [t('phone'), statement.phoneNumber],
      [t('creditLimit'), formatMoney(statement.creditLimit)],
      ...(since ? [[t('owedSince'), t('owedSinceDays', since)] as const] : []),
    ],
    table: lines.length
      ? roll
        ? { headers: [...textHeaders, t('amount'), t('balance')], rows, numeric: [false, false, false, true, true] }
        : { headers: [...textHeaders, t('debit'), t('credit'), t('balance')], rows, numeric: [false, false, false, true, true, true] }
      : undefined,
    totals: [
      [t('debits'), formatMoney(totals.debits)],
      [t('credits'), formatMoney(totals.credits)],
      statement.balance < 0 ? [t('shopOwes'), formatMoney(-statement.balance)] : [t('balanceOwed'), formatMoney(statement.balance)],
    ],
    footer: [...(lines.length ? [] : [t('empty')]), ...(statement.balance > 0 ? [t('pay')] : []), t('thanks')],
  };
}

/**
 * The WhatsApp message of an account (editable in the dialog): the balance owed and since when,
 * or that nothing is; and the shop. In the person's language: `translate`, and `locale` for the day.
 */
export function statementMessage(statement: AccountStatement, translate: Translate, shop?: ShopDetails, locale?: string, today: string = shopDay()): string {
  const t = (part: string, options?: object) => translate(key(`whatsapp.${part}`), options);
  const balance = formatMoney(statement.balance);
  const since = owedSince(statement, translate, today, locale);
  const body =
    statement.balance > 0
      ? [since ? t('owesSince', { balance, ...since }) : t('owes', { balance }), t('request')]
      : statement.balance < 0
        ? [t('inCredit', { amount: formatMoney(-statement.balance) })]
        : [t('settled')];
  return [t('greeting', { name: statement.name }), ...body, t('closing', { shop: shopSignature(shop, translate) })].join('\n');
}
