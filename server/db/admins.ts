import { sql, type Kysely } from 'kysely';
import type { Role, Status } from '../../src/domain/roles';
import { newId, nextUpdatedAt, timestamp } from './ids';
import type { Admin, AdminChanges, Database } from './schema';
import { forWrite } from './locks';

/** Emails are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Every account, newest first (insertion order breaks ties within a millisecond). */
export function listAdmins(db: Kysely<Database>): Promise<Admin[]> {
  return db.selectFrom('admins').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
}

/** `toChange`: the transaction then edits or deletes the account from what it read here (its If-Match), see locks.ts `forWrite`. */
export function findAdminById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<Admin | undefined> {
  const query = db.selectFrom('admins').selectAll().where('id', '=', id);
  return (toChange ? forWrite(db, query) : query).executeTakeFirst();
}

export function findAdminByEmail(db: Kysely<Database>, email: string): Promise<Admin | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface AdminInput {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: Role;
  status?: Status;
  createdByName: string | null;
}

/** Inserts an account; a duplicate email fails with a UNIQUE violation (see isUniqueViolation). */
export function insertAdmin(db: Kysely<Database>, input: AdminInput): Promise<Admin> {
  const now = timestamp();
  return db
    .insertInto('admins')
    .values({
      id: newId(),
      ...input,
      email: normalizeEmail(input.email),
      status: input.status ?? 'active',
      createdAt: now,
      updatedAt: now,
      updatedByName: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies `changes` and stamps the update; undefined when no such account exists. */
export function updateAdmin(
  db: Kysely<Database>,
  id: string,
  changes: Omit<AdminChanges, 'id' | 'updatedAt'> & { updatedByName: string },
): Promise<Admin | undefined> {
  return db
    .updateTable('admins')
    .set({ ...changes, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** True when an account was deleted. */
export async function deleteAdmin(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('admins').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Replaces an account's password and stamps `passwordChangedAt`, which ends every session
 * issued before (see the guard). Undefined when no such account exists.
 */
export function setAdminPassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  updatedByName: string,
): Promise<Admin | undefined> {
  const now = timestamp();
  return db
    .updateTable('admins')
    .set({ passwordHash, passwordChangedAt: now, updatedAt: nextUpdatedAt(db), updatedByName })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
