import { fromCents } from '../../src/domain/money';
import { REPAIR_STATUSES } from '../../src/domain/repairs';
import type { RepairIssue } from '../db/schema';
import type { RepairRow } from '../db/repairs';
import { intakeInput, intakeOut, intakeOutput } from './repairIntake';
import { arrayOf, languageOut, LIMITS, nullableString, numberInput, numberOut, alwaysPresent, object, recordStamps, string, text, type Infer, type Schema } from './common';

/**
 * Repair issues, repairs, status history and the revenue report (product.md §3, §7). Types and
 * sizes only: presence, ranges, decimals, dates and the status list are the domain's
 * rules (src/domain/repairs.ts), so users read the spec's messages. `null` means none.
 */

const booleanOut = { type: 'boolean' } as unknown as Schema<boolean>;

/** Far above any real note; a repair's device name fits a name. */
const NOTE_LIMIT = 500;
/** A repair with more distinct issues than this is a mistake (the catalogue has ~15). */
const MAX_ISSUES = 50;

/** A list of issue ids (or null for none). */
const issueIds = { type: ['array', 'null'], items: { type: 'string', maxLength: LIMITS.id }, maxItems: MAX_ISSUES } as unknown as Schema<
  string[] | null
>;

/** PUT /repairs/issues/:id. `name` may be sent (the whole record) but must not differ. POST /repairs/issues (our server). `warrantyDays`: product.md §10. */
export const issueBody = object({ name: text(LIMITS.name), actualCost: numberInput, customerPrice: numberInput, warrantyDays: numberInput });
export type IssueBody = Infer<typeof issueBody>;

/** POST /repairs and PUT /repairs/:id (on edit, `customerId` may only repeat the stored one). */
export const repairBody = object({
  customerId: text(LIMITS.id),
  issues: issueIds,
  discount: numberInput,
  expectedReturnDate: text(LIMITS.word),
  repairProduct: text(LIMITS.name),
  note: text(NOTE_LIMIT),
  // Our server's addition (product.md §10), optional: the accessories received and the device's condition.
  ...intakeInput,
  // The device's IMEI or serial (product.md §10); spaces and hyphens may come with it.
  imei: text(LIMITS.word),
});
export type RepairBody = Infer<typeof repairBody>;

/** PATCH /repairs/status/:id and PUT /repairs/:id/status/:index. */
export const statusBody = object({ status: text(LIMITS.word), dateManual: text(LIMITS.word), note: text(NOTE_LIMIT) });
export type StatusBody = Infer<typeof statusBody>;

/** `/repairs/:id/status/:index`: any index text; the route says what is wrong with it. */
export const statusEntryParams = object(
  {
    id: { type: 'string', minLength: 1, maxLength: LIMITS.id } as unknown as Schema<string>,
    index: { type: 'string', maxLength: 12 } as unknown as Schema<string>,
  },
  ['id', 'index'],
);
export type StatusEntryParams = Infer<typeof statusEntryParams>;

/** GET /repairs/revenue?from=&to= */
export const revenueQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type RevenueQuery = Infer<typeof revenueQuery>;

const keysOf = <T extends object>(properties: T) => Object.keys(properties) as (keyof T & string)[];

const issueProperties = { _id: string, name: string, actualCost: numberOut, customerPrice: numberOut, warrantyDays: numberOut, ...recordStamps };
/** A catalogue issue: everyone sees its cost (staff edit it, product.md §6). */
export const issueRecord = object(issueProperties, alwaysPresent(issueProperties));
export type IssueRecord = Infer<typeof issueRecord>;

/** GET /repairs/statuses. */
export const statusList = arrayOf(object({ name: string }, ['name']));

const lineProperties = { issueId: string, name: string, customerPrice: numberOut };
/** An issue as copied into a repair; `actualCost` only for those who see costs; `warrantyDays` as copied (product.md §10). */
const repairLine = object({ ...lineProperties, actualCost: numberOut, warrantyDays: numberOut }, keysOf(lineProperties));

const entryProperties = { status: string, note: nullableString, dateEntered: string, updatedByName: nullableString, isDeleted: booleanOut };
/** `updatedByName` made the step; `editedByName` / `editedAt`, only once it was corrected, who corrected it and when. */
const statusEntry = object({ ...entryProperties, editedByName: nullableString, editedAt: nullableString }, keysOf(entryProperties));

const customerProperties = { _id: string, firstName: string, lastName: string, phoneNumber: string, whatsappNumber: string, nicNumber: string };
/**
 * The repair's customer as they are now (joined), for the table, search and WhatsApp; with our
 * server their preferred language too (product.md §10), for the job card and messages.
 */
const repairCustomer = object({ ...customerProperties, language: languageOut }, keysOf(customerProperties));

const repairProperties = {
  _id: string,
  customerId: string,
  customer: repairCustomer,
  repairProduct: nullableString,
  issues: arrayOf(repairLine),
  discount: numberOut,
  finalAmount: numberOut,
  profit: numberOut,
  status: { type: 'string', enum: REPAIR_STATUSES } as unknown as Schema<string>,
  expectedReturnDate: nullableString,
  statusHistory: arrayOf(statusEntry),
  note: nullableString,
  dateIn: string,
  ...recordStamps,
};
/**
 * A repair; `profit` and the issues' `actualCost` only for those who may see costs
 * (`repairs/management` / `cost`: super admins), absent for staff.
 */
export const repairRecord = object(
  // `number`: our server's sequential number (R-000678, product.md §10); `statusCode`: the code of its status
  // page without sign-in, absent while the owner has the page off; its intake (accessories, condition), once
  // noted; the device's IMEI or serial and a warranty claim's original repair and approval. Optional, as the
  // spec's shape only gains them.
  { ...repairProperties, number: numberOut, statusCode: string, ...intakeOutput, imei: nullableString, warrantyOf: nullableString, claimStatus: nullableString },
  alwaysPresent(repairProperties).filter((key): key is Exclude<typeof key, 'profit'> => key !== 'profit'),
);
export type RepairRecord = Infer<typeof repairRecord>;

/** GET /repairs/revenue: repairs taken in over the range, LKR. */
export const revenueAnswer = object({ count: numberOut, totalRevenue: numberOut, totalProfit: numberOut }, ['count', 'totalRevenue', 'totalProfit']);

/** The one mapping from a stored issue to what the API shows. */
export function toIssueRecord(row: RepairIssue): IssueRecord {
  return {
    _id: row.id,
    name: row.name,
    actualCost: fromCents(row.actualCost),
    customerPrice: fromCents(row.customerPrice),
    warrantyDays: row.warrantyDays,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}

/** A repair's IMEI or serial, and a claim's original repair and approval (product.md §10). */
const warrantyFields = (row: RepairRow) => ({ imei: row.imei ?? null, warrantyOf: row.warrantyOf ?? null, claimStatus: row.claimStatus ?? null });

/** The one mapping from a stored repair (with its customer joined) to what the API shows. */
export function toRepairRecord(row: RepairRow, withCost: boolean): RepairRecord {
  const issues = row.issueLines.map((line) => {
    const shown = { issueId: line.issueId, name: line.name, customerPrice: fromCents(line.customerPrice), warrantyDays: line.warrantyDays ?? 0 };
    return withCost ? { ...shown, actualCost: fromCents(line.actualCost) } : shown;
  });
  const record: RepairRecord = {
    _id: row.id,
    customerId: row.customerId,
    customer: {
      _id: row.customerId,
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      phoneNumber: row.customerPhoneNumber,
      whatsappNumber: row.customerWhatsappNumber,
      nicNumber: row.customerNicNumber,
      language: row.customerLanguage ?? null,
    },
    repairProduct: row.repairProduct,
    issues,
    discount: fromCents(row.discount),
    finalAmount: fromCents(row.finalAmount),
    status: row.status,
    expectedReturnDate: row.expectedReturnDate,
    statusHistory: row.history,
    note: row.note,
    dateIn: row.dateIn,
    number: row.number,
    ...(row.statusCode && { statusCode: row.statusCode }),
    ...intakeOut(row),
    ...warrantyFields(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
  return withCost ? { ...record, profit: fromCents(row.profit) } : record;
}
