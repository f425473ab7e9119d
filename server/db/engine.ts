import type { Kysely } from 'kysely';
import type { BackupResult, RestoreResult } from '../backup';
import type { CheckDepth } from '../databaseCheck';
import type { Database } from './schema';

/** The database engines the server runs on. */
export type EngineName = 'sqlite' | 'postgres';

/**
 * What differs between the engines, behind one small interface with an implementation per
 * engine (server/db/sqlite.ts, server/db/postgres.ts); everything else (migrations, queries,
 * routes) is written once against Kysely. docs/postgresql.md lists every engine-specific
 * place and which of them still has to move behind this.
 */
export interface DatabaseEngine {
  readonly name: EngineName;
  /** Opens the database (a pool on PostgreSQL); `db.destroy()` closes it. */
  open(): Promise<Kysely<Database>>;
  /** True for a UNIQUE constraint failure, e.g. two requests creating the same email at once. */
  isUniqueViolation(error: unknown): boolean;
  /** True for a FOREIGN KEY failure, e.g. deleting a category that an expense uses. */
  isForeignKeyViolation(error: unknown): boolean;
  /** Backups, restore and the server's claim on the database (server/backup.ts, server/postgresBackup.ts). */
  readonly backups: DatabaseBackups;
}

/**
 * What a backup is on each engine: SQLite's online backup of the file, or PostgreSQL's
 * `pg_dump -Fc`. The daily schedule and `npm run backup` / `npm run restore` are written once
 * against this (server/backup.ts `startBackupSchedule`, scripts/backup.ts, scripts/restore.ts).
 */
export interface DatabaseBackups {
  /** What is backed up, for messages: the SQLite file, or the database's address without its password. */
  readonly source: string;
  /** How backup files end: `.db` (an SQLite file) or `.dump` (pg_dump's archive), so neither is taken for the other. */
  readonly extension: string;
  /** What a passed check is called in messages: "integrity ok" (SQLite's integrity_check) or "archive ok". */
  readonly checkedAs: string;
  /** A consistent, checked backup at `target` (replaced atomically), safe while servers write. */
  backup(target: string, options?: { check?: CheckDepth }): Promise<BackupResult>;
  /**
   * Replaces the database by `backupFile`: refuses (a BackupError, nothing changed) while a
   * server claims the database or when the file is not a sound backup of this console, and
   * keeps the database it replaces (`keptAs`).
   */
  restore(backupFile: string, options?: { now?: Date }): Promise<RestoreResult>;
  /**
   * Marks this process as a server of the database until the returned function is called;
   * `restore` refuses meanwhile. Throws when a restore is under way.
   */
  claim(): Promise<() => Promise<void>>;
}

/** Where the server's data lives: DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
export interface DatabaseLocation {
  /** DATA_DIR: the SQLite file's directory; on PostgreSQL where a restore keeps the database it replaces. */
  dataDir: string;
  databaseFile: string;
  databaseUrl: string | null;
}

/**
 * The engine for a configuration. PostgreSQL's module (and the `pg` driver) is imported
 * only when DATABASE_URL asks for it, so a SQLite server loads nothing more than before.
 */
export async function engineFor(location: DatabaseLocation): Promise<DatabaseEngine> {
  if (location.databaseUrl) {
    const [{ postgresEngine }, { postgresBackups }] = await Promise.all([import('./postgres'), import('../postgresBackup')]);
    return postgresEngine(location.databaseUrl, postgresBackups(location.databaseUrl, location.dataDir));
  }
  const { sqliteEngine } = await import('./sqlite');
  return sqliteEngine(location.databaseFile, location.dataDir);
}
