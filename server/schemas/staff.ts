import { ROLES, STATUSES } from '../../src/domain/roles';
import type { Admin } from '../db/schema';
import { enumOf, LIMITS, nullableString, object, oneOf, string, text, type Infer } from './common';

/** The public staff record (product.md §3): what every staff answer and the login's `user` hold. */
export const staffRecord = object(
  {
    _id: string,
    firstName: string,
    lastName: string,
    email: string,
    role: enumOf(ROLES),
    status: enumOf(STATUSES),
    createdAt: string,
    updatedAt: string,
    createdByName: nullableString,
    updatedByName: nullableString,
  },
  ['_id', 'firstName', 'lastName', 'email', 'role', 'status', 'createdAt', 'updatedAt', 'createdByName', 'updatedByName'],
);

export type StaffRecord = Infer<typeof staffRecord>;

/** The one mapping from a stored account to what the API shows; never the password hash. */
export function toStaffRecord(admin: Admin): StaffRecord {
  return {
    _id: admin.id,
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    role: admin.role,
    status: admin.status,
    createdAt: admin.createdAt,
    updatedAt: admin.updatedAt,
    createdByName: admin.createdByName,
    updatedByName: admin.updatedByName,
  };
}

/** POST /admins/create (product.md §7). Role is a free string so any non-admin value gets the spec's refusal. */
export const staffCreateBody = object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email: text(LIMITS.email),
  password: text(LIMITS.password),
  role: text(LIMITS.word),
});

/** PUT /admins/edit/:id: the form fields plus status (product.md §7); email and role may only repeat the stored ones. */
export const staffEditBody = object({
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email: text(LIMITS.email),
  role: text(LIMITS.word),
  status: oneOf(STATUSES),
  /** Optional: a super admin sets a new password (blank or absent keeps the current one). */
  password: text(LIMITS.password),
});

/** DELETE /admins/delete/:id answer. */
export const staffDeletedAnswer = object({ message: string, _id: string }, ['message', '_id']);

/** A staff account as the activity log keeps it: the public record plus when the password last changed (never the hash). */
export function toStaffSnapshot(admin: Admin): StaffRecord & { passwordChangedAt: string | null } {
  return { ...toStaffRecord(admin), passwordChangedAt: admin.passwordChangedAt ?? null };
}
