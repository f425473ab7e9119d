import type { BillLine } from '../../src/domain/bills';
import type { Language } from '../../src/domain/languages';
import { fromCents } from '../../src/domain/money';
import { returnedLines } from '../db/billReturns';
import type { Bill, BillReturn } from '../db/schema';
import { DISCOUNT_REASON_MAX } from '../../src/domain/prices';
import { SERIAL_MAX } from '../../src/domain/serials';
import { REFUND_METHODS } from '../../src/domain/returns';
import { paymentAddition, paymentOut } from './payments';
import { arrayOf, enumOf, languageOut, LIMITS, nullableString, numberInput, numberOut, alwaysPresent, object, string, text, type Infer, type Schema } from './common';

/**
 * Bills (product.md §3, §7). Types and sizes only: the customer, at least one line, whole
 * quantities ≥ 1 and prices to the cent are the domain's `billRules`.
 */

// `discountReason`, `serial`: our server's additions (product.md §10), optional: a discounted
// line's reason, a sold device's IMEI or serial.
const billLineInput = object({
  productId: text(LIMITS.id),
  quantity: numberInput,
  billedPrice: numberInput,
  discountReason: text(DISCOUNT_REASON_MAX * 4),
  serial: text(SERIAL_MAX * 4),
});

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
/**
 * The customer as billed; with our server, their preferred language as it is now (product.md
 * §10: not a snapshot, so the receipt printed today is in the language they prefer today).
 */
const customerSnapshot = object({ ...customerProperties, language: languageOut }, Object.keys(customerProperties) as (keyof typeof customerProperties)[]);

const lineProperties = { name: string, quantity: numberOut, billedPrice: numberOut };
/**
 * A line as answered, product.md §3's (name, quantity, billedPrice). Never the buying price (to
 * nobody: profit is the bill's), nor the product id: nothing on screen needs it, and at
 * 50,000 bills its random digits are a quarter of the gzipped list. (A return names products:
 * GET /bills/:id/returns answers them.) A discounted line adds its `discountReason`, a sold
 * device its IMEI or `serial` (product.md §10).
 */
const billLine = object({ ...lineProperties, discountReason: string, serial: string }, Object.keys(lineProperties) as (keyof typeof lineProperties)[]);

const returnLineOut = object({ productId: string, name: string, quantity: numberOut, billedPrice: numberOut }, ['productId', 'name', 'quantity', 'billedPrice']);
/** A return of the bill (product.md §10), LKR: its credit note number, what came back, the money and how it went back. */
const billReturnOut = object(
  { _id: string, number: numberOut, lines: arrayOf(returnLineOut), amount: numberOut, method: enumOf(REFUND_METHODS), createdAt: string },
  ['_id', 'number', 'lines', 'amount', 'method', 'createdAt'],
);
export type BillReturnOut = Infer<typeof billReturnOut>;

/** POST /bills/:id/returns (product.md §10): what comes back, per product, and how the money goes back. */
export const returnBody = object({
  lines: { type: ['array', 'null'], items: object({ productId: text(LIMITS.id), quantity: numberInput }), maxItems: MAX_LINES_IN_BODY } as unknown as Schema<
    { productId?: string | null; quantity?: number | null }[] | null
  >,
  refund: { anyOf: [object({ method: text(LIMITS.word) }), { type: 'null' }] } as unknown as Schema<{ method?: string | null } | null>,
});
export type ReturnBody = Infer<typeof returnBody>;

const returnableLineOut = object(
  { productId: string, name: string, billedPrice: numberOut, sold: numberOut, returned: numberOut, left: numberOut },
  ['productId', 'name', 'billedPrice', 'sold', 'returned', 'left'],
);
/** GET /bills/:id/returns: per bill line, what was sold, what came back and what may still; and the bill's returns. LKR. */
/** `refundable`: what may still go back by each method (LKR), only the methods with something left. */
export const returnsAnswer = object(
  { lines: arrayOf(returnableLineOut), returns: arrayOf(billReturnOut), refundable: { type: 'object', additionalProperties: { type: 'number' } } as unknown as Schema<Record<string, number>> },
  ['lines', 'returns', 'refundable'],
);
export type ReturnsAnswer = Infer<typeof returnsAnswer>;

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
 * absent for staff; `payment` on the answers of one bill, when it was recorded. A bill with
 * returns (product.md §10) carries them, `returnedAmount` (LKR given back; `totalAmount` stays
 * what was sold) and, with profit, `returnedProfit`: all absent on a bill never returned. With
 * profit too, `belowCost: true` on a bill with a line sold under its buying price (the owner's mark).
 */
export const billRecord = object(
  // `number`: our server's sequential number (B-000123, product.md §10); optional, as the spec's shape only gains it.
  {
    ...billProperties,
    profit: numberOut,
    payment: paymentOut,
    returns: arrayOf(billReturnOut),
    returnedAmount: numberOut,
    returnedProfit: numberOut,
    number: numberOut,
    belowCost: { type: 'boolean' } as unknown as Schema<boolean>,
  },
  alwaysPresent(billProperties),
);
export type BillRecord = Infer<typeof billRecord>;

/** The lines a bill keeps (JSON column), cents. */
export function billLines(row: Bill): BillLine[] {
  return JSON.parse(row.lines) as BillLine[];
}

/** A stored return as the API shows it (LKR, no buying prices). */
export function toReturnOut(row: BillReturn): BillReturnOut {
  return {
    _id: row.id,
    number: row.number,
    lines: returnedLines(row).map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity, billedPrice: fromCents(line.billedPrice) })),
    amount: fromCents(row.amount),
    method: row.method as BillReturnOut['method'],
    createdAt: row.createdAt,
  };
}

/**
 * The one mapping from a stored bill to what the API shows; without profit unless `withCost`;
 * with `returns`, when it has any (product.md §10); with the customer's preferred `language`
 * (null for none) where the answer carries it.
 */
export function toBillRecord(row: Bill, withCost: boolean, returns: readonly BillReturn[] = [], language?: Language | null): BillRecord {
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
      ...(language === undefined ? {} : { language }),
    },
    products: billLines(row).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      billedPrice: fromCents(line.billedPrice),
      ...(line.discountReason ? { discountReason: line.discountReason } : {}),
      ...(line.serial ? { serial: line.serial } : {}),
    })),
    totalAmount: fromCents(row.totalAmount),
    number: row.number,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
  const returned =
    returns.length === 0
      ? {}
      : {
          returns: returns.map(toReturnOut),
          returnedAmount: fromCents(returns.reduce((sum, item) => sum + item.amount, 0)),
          ...(withCost ? { returnedProfit: fromCents(returns.reduce((sum, item) => sum + item.profit, 0)) } : {}),
        };
  return withCost ? { ...record, profit: fromCents(row.profit), ...returned, ...(row.belowCost ? { belowCost: true } : {}) } : { ...record, ...returned };
}
