import { arrayOf, LIMITS, nullableString, numberOut, object, string, text, type Infer, type Schema } from './common';

/**
 * Warranty checks and claims (product.md §10, beyond the spec): `GET /repairs/warranty?q=`
 * answers the collected repairs a phone, job number or IMEI / serial names, each with its
 * warranty; `POST /repairs/:id/claim` opens a claim of a repair under warranty.
 */

const booleanOut = { type: 'boolean' } as unknown as Schema<boolean>;

/** GET /repairs/warranty?q= */
export const warrantyQuery = object({ q: text(LIMITS.name) });
export type WarrantyQuery = Infer<typeof warrantyQuery>;

/** POST /repairs/:id/claim: the issues claimed (ids of the original repair's; none: all of them), a note and the expected return. */
export const claimBody = object({
  issues: { type: ['array', 'null'], items: { type: 'string', maxLength: LIMITS.id }, maxItems: 50 } as unknown as Schema<string[] | null>,
  note: text(500),
  expectedReturnDate: text(LIMITS.word),
});
export type ClaimBody = Infer<typeof claimBody>;

const matchProperties = {
  _id: string,
  number: numberOut,
  repairProduct: nullableString,
  imei: nullableString,
  customer: object({ firstName: string, lastName: string, phoneNumber: string }, ['firstName', 'lastName', 'phoneNumber']),
  issues: arrayOf(string),
  collectedAt: string,
  /** The warranty's last day, `YYYY-MM-DD` (Asia/Colombo); null when the repair had none. */
  warrantyEnd: nullableString,
  underWarranty: booleanOut,
};
/** One collected repair a warranty check found, and its warranty today. */
export const warrantyMatch = object(matchProperties, Object.keys(matchProperties) as (keyof typeof matchProperties)[]);
export type WarrantyMatch = Infer<typeof warrantyMatch>;
