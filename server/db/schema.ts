import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Role, Status } from '../../src/domain/roles';

/** Every table the server reads or writes; each migration's result, as TypeScript sees it. */
export interface Database {
  admins: AdminsTable;
}

/** Sign-in accounts: the console's "staffs" (spec §3 Staff member). */
export interface AdminsTable {
  /** 24 lowercase hex characters (see ids.ts); the API calls it `_id`. */
  id: string;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased, so uniqueness is case-insensitive. */
  email: string;
  passwordHash: string;
  role: Role;
  status: Status;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
  updatedByName: string | null;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminChanges = Updateable<AdminsTable>;
