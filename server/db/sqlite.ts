import path from 'node:path';
import { sqliteBackups } from '../backup';
import { connectDatabase, isSqliteForeignKeyViolation, isSqliteUniqueViolation } from './connect';
import type { DatabaseEngine } from './engine';

/** SQLite: one file (or IN_MEMORY), the embedded default; the code is today's, in connect.ts. */
export function sqliteEngine(file: string, dataDir = path.dirname(file)): DatabaseEngine {
  return {
    name: 'sqlite',
    open: async () => connectDatabase(file),
    isUniqueViolation: isSqliteUniqueViolation,
    isForeignKeyViolation: isSqliteForeignKeyViolation,
    backups: sqliteBackups(file, dataDir),
  };
}
