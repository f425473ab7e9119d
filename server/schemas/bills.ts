import type { BillLine } from '../../src/domain/bills';
import { fromCents } from '../../src/domain/money';
import type { Bill } from '../db/schema';
import { paymentAddition, paymentOut } from './payments';
import { arrayOf, LIMITS, nullableString, numberInput, numberOut, alwaysPresent, object, string, text, type Infer, type Schema } from './common';

/**
 * Bills (product.md §3, §7). Types and sizes only: the customer, at least one line, whole
 * quantities ≥ 1 and prices to the cent are the domain's `billRules`.
 */

const billLineInput = object({ productId: text(LIMITS.id), quantity: numberInput, billedPrice: numberInput });

/** Far above the domain's MAX_BILL_LINES, whose own message then answers. */
const MAX_LINES_IN_BODY = 200;

/** POST /bills: the spec's payload, and how it was paid (optional, product.md §10). */
export const billBody = object({
  customerId: text(LIMITS.id),
  products: { type: ['array', 'null'], items: billLineInput, maxItems: MAX_LINES_IN_BODY } as unknown as Schema<
    Infer<typeof billLineInput>[] | null
  >,
  ...paymentAddition,
});
export type BillBody = Infer<typeof billBody>;

/** GET /bills/report's query: optional `YYYY-MM-DD` days. */
export const reportQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type ReportQuery = Infer<typeof reportQuery>;

/** GET /bills/report: LKR. */
export const reportAnswer = object({ count: numberOut, totalSales: numberOut, totalProfit: numberOut }, [
  'count',
  'totalSales',
  'totalProfit',
]);

const customerProperties = {
  firstName: string,
  lastName: string,
  cardNumber: string,
  phoneNumber: string,
  whatsappNumber: string,
  nicNumber: string,
  email: nullableString,
};
const customerSnapshot = object(customerProperties, Object.keys(customerProperties) as (keyof typeof customerProperties)[]);

const lineProperties = { name: string, quantity: numberOut, billedPrice: numberOut };
/**
 * A line as answered, product.md §3's (name, quantity, billedPrice). Never the buying price (to
 * nobody: profit is the bill's), nor the product id: nothing on screen needs it, and at
 * 50,000 bills its random digits are a quarter of the gzipped list.
 */
const billLine = object(lineProperties, Object.keys(lineProperties) as (keyof typeof lineProperties)[]);

const billProperties = {
  _id: string,
  customerId: string,
  customer: customerSnapshot,
  products: arrayOf(billLine),
  totalAmount: numberOut,
  createdAt: string,
  updatedAt: string,
  createdByName: nullableString,
  updatedByName: nullableString,
};

/**
 * A bill record; `profit` only for those who see costs (`bills` / `cost`: super admins),
 * absent for staff; `payment` on the answers of one bill, when it was recorded.
 */
export const billRecord = object(
  // `number`: our server's sequential number (B-000123, product.md §10); optional, as the spec's shape only gains it.
  { ...billProperties, profit: numberOut, payment: paymentOut, number: numberOut },
  alwaysPresent(billProperties),
);
export type BillRecord = Infer<typeof billRecord>;

/** The lines a bill keeps (JSON column), cents. */
export function billLines(row: Bill): BillLine[] {
  return JSON.parse(row.lines) as BillLine[];
}

/** The one mapping from a stored bill to what the API shows; without profit unless `withCost`. */
export function toBillRecord(row: Bill, withCost: boolean): BillRecord {
  const record: BillRecord = {
    _id: row.id,
    customerId: row.customerId,
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      cardNumber: row.customerCardNumber,
      phoneNumber: row.customerPhoneNumber,
      whatsappNumber: row.customerWhatsappNumber,
      nicNumber: row.customerNicNumber,
      email: row.customerEmail,
    },
    products: billLines(row).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      billedPrice: fromCents(line.billedPrice),
    })),
    totalAmount: fromCents(row.totalAmount),
    number: row.number,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
  return withCost ? { ...record, profit: fromCents(row.profit) } : record;
}
