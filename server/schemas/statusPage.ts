import { documentNumber } from '../../src/domain/numbers';
import { publicTimeline, STATUS_PAGE_FIELDS, type StatusPageAnswer } from '../../src/domain/statusPage';
import type { RepairRow } from '../db/repairs';
import type { SettingsRow } from '../db/schema';
import { arrayOf, nullableString, numberOut, object, string, text, type Infer, type Schema } from './common';
import { paidAndDue } from './repairPayments';

/**
 * The repair status page without sign-in (product.md §10). Its answer is built from an
 * allow-list (src/domain/statusPage.ts `STATUS_PAGE_FIELDS`): the schema names exactly those
 * fields, so even a field added to `toStatusPageAnswer` by mistake is dropped on the way out.
 */

/** `/status/:code`: any text; a code of the wrong shape is answered as an unknown one (404), never a 400 that tells them apart. */
export const statusCodeParams = object({ code: { type: 'string' } as unknown as Schema<string> }, ['code']);
export type StatusCodeParams = Infer<typeof statusCodeParams>;

/** POST /status/:code: the last four digits of the customer's phone, when the owner asks for them. */
export const phoneDigitsBody = object({ phoneLastFour: text(20) });
export type PhoneDigitsBody = Infer<typeof phoneDigitsBody>;

const answerProperties = {
  jobNumber: string,
  device: nullableString,
  status: string,
  timeline: arrayOf(object({ status: string, date: string }, ['status', 'date'])),
  expectedReturnDate: nullableString,
  amountDue: numberOut,
  shopName: string,
  shopPhone: string,
} satisfies Record<(typeof STATUS_PAGE_FIELDS)[number], unknown>;

/**
 * The 200 answer: the repair's fields, or `{ asksPhone: true }` alone while the owner asks for the
 * phone's digits (the same for every code, known or not). One object schema rather than `anyOf`,
 * which would validate each answer to pick its serialiser (a fifth of the route's time).
 */
export const statusPageOut = object({ ...answerProperties, asksPhone: { type: 'boolean', const: true } as unknown as Schema<true> });

/** The one mapping from a repair to what its customer may see: no notes, costs, staff names, NIC or other customers. */
export function toStatusPageAnswer(repair: RepairRow, paidCents: number, settings: SettingsRow): StatusPageAnswer {
  return {
    jobNumber: documentNumber('repair', repair.number),
    device: repair.repairProduct,
    status: repair.status,
    timeline: publicTimeline(repair.history),
    expectedReturnDate: repair.expectedReturnDate,
    amountDue: paidAndDue(repair.finalAmount, paidCents).due,
    shopName: settings.shopName,
    shopPhone: settings.phone,
  };
}
