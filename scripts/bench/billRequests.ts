import type { BenchBill } from './bills';

/** Requests of the bills list and bill creation, as the console sends them: both API benchmarks use them. */

/** The bills list asked by the page, newest first, as the console asks it. */
export function pagePath(words: Record<string, string>): string {
  return `/api/bills?${new URLSearchParams({ _sort: 'createdAt', _order: 'DESC', ...words })}`;
}

/** Yesterday in Colombo: a whole day of the generated shop's bills. */
export function yesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(Date.now() - 86_400_000));
}

/** `bill` paid half in cash (the odd cent too) and half by card (product.md §10): two tender rows in its transaction. */
export function paid(bill: BenchBill): object {
  const total = bill.products.reduce((sum, line) => sum + Math.round(line.billedPrice * 100) * line.quantity, 0);
  const card = Math.floor(total / 2);
  return { ...bill, payment: { tenders: [{ method: 'cash', amount: (total - card) / 100 }, { method: 'card', amount: card / 100 }], cashGiven: null } };
}
