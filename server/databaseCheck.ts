import SQLite from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/**
 * The soundness check of a database file, apart from the rest of server/backup.ts so that
 * the backup's worker (server/backupCopyWorker.ts) loads only this and better-sqlite3,
 * not the migrations and the resources they import.
 */

/** A refusal to write or restore a backup, with words for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type CheckDepth = 'full' | 'quick';

export interface CheckedDatabase {
  /** The migrations applied in the file, in order. */
  migrations: string[];
  /** How many staff accounts it holds (a database without any is no shop). */
  accounts: number;
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const MIGRATION_TABLE = 'kysely_migration';

function isSqliteFile(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks that `file` is a sound database of this console whose migrations are all among
 * `knownMigrations` (in order): an SQLite file, `integrity_check` (or `quick_check`) ok, no
 * broken foreign keys, the migration table, and the staff table. Throws a BackupError saying
 * what is wrong. Opened read-only: the file is not changed (a WAL-mode file is read through its WAL).
 */
export function checkDatabaseAgainst(file: string, check: CheckDepth, knownMigrations: readonly string[]): CheckedDatabase {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  if (!isSqliteFile(file)) throw new BackupError(`${file} is not an SQLite database`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    let integrity: string[];
    try {
      const pragma = check === 'full' ? 'integrity_check' : 'quick_check';
      integrity = (db.pragma(pragma) as Record<string, string>[]).map((row) => row[pragma]!);
    } catch (error) {
      throw new BackupError(`${file} is damaged: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      throw new BackupError(`${file} is damaged: ${integrity.slice(0, 3).join('; ')}`);
    }
    const brokenKeys = db.pragma('foreign_key_check') as unknown[];
    if (brokenKeys.length > 0) throw new BackupError(`${file} is damaged: ${brokenKeys.length} broken reference(s)`);

    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name),
    );
    if (!tables.has(MIGRATION_TABLE) || !tables.has('admins')) {
      throw new BackupError(`${file} is not a Shop Staff Console database`);
    }
    const applied = (db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]).map((row) => row.name);
    const unknown = applied.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`${file} was made by another or newer version (unknown migration ${unknown.join(', ')}); this version knows up to ${knownMigrations.at(-1)}`);
    }
    if (applied.length === 0) throw new BackupError(`${file} is not a Shop Staff Console database (no migrations applied)`);
    const { count } = db.prepare('select count(*) as count from admins').get() as { count: number };
    return { migrations: applied, accounts: count };
  } finally {
    db.close();
  }
}
