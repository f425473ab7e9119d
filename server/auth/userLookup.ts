import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { findAdminById } from '../db/admins';
import { IN_MEMORY } from '../db/connect';
import { engineOf } from '../db/engineOf';
import type { Admin, Database } from '../db/schema';

/** What the guard needs to know of the caller's account. */
export type GuardedUser = Pick<Admin, 'id' | 'firstName' | 'lastName' | 'role' | 'status' | 'passwordChangedAt'>;

export interface UserLookup {
  find(id: string): Promise<GuardedUser | undefined>;
  close(): void;
}

/**
 * How the guard reads the caller's account on every request.
 *
 * On a database file it uses its own read-only connection, synchronously. The server's
 * Kysely connection serialises every query behind a mutex, so a guard read queued there
 * behind other requests' transactions, and each request then queued twice (guard, then its
 * own transaction): under 20 concurrent bill creations that doubled the slowest latencies.
 * In WAL mode a second connection reads the last committed state without waiting for the
 * writer, so a deactivation still locks the account out on the next request.
 *
 * An in-memory database (tests) exists only on its one connection: read through Kysely. So
 * does PostgreSQL: its pool's connections each read the last committed state, and a read
 * does not queue behind another connection's transaction.
 */
export function userLookup(db: Kysely<Database>, file: string): UserLookup {
  if (file === IN_MEMORY || engineOf(db) === 'postgres') return { find: (id) => findAdminById(db, id), close: () => {} };
  const reader = new SQLite(file, { readonly: true, fileMustExist: true });
  const statement = reader.prepare<[string], GuardedUser>('select id, firstName, lastName, role, status, passwordChangedAt from admins where id = ?');
  return {
    find: async (id) => statement.get(id),
    close: () => reader.close(),
  };
}
