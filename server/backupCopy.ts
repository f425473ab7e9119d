import SQLite from 'better-sqlite3';
import { BackupError, checkDatabaseAgainst, type CheckDepth, type CheckedDatabase } from './databaseCheck';

/**
 * The long part of a backup: SQLite's online backup of the source into a temporary file,
 * the switch of the copy to one file, and its check. Run in a worker thread
 * (server/backupCopyWorker.ts): the check and the copy's last step (its commit syncs the whole
 * file) are each one synchronous SQLite call, long on a large shop, that in the server's
 * thread would hold every request.
 */

export interface CopyJob {
  sourceFile: string;
  temporary: string;
  pagesPerStep: number;
  check: CheckDepth;
  knownMigrations: string[];
}

export interface CopyHooks {
  /** The copy started again because the source changed. */
  onRestart(): void;
  /** Between two steps; the next step waits until it returns. */
  onStep(): void;
}

/** After this many restarts the rest is copied in one step, so steady writes cannot starve it. */
const MAX_RESTARTS = 3;

/**
 * Copies `sourceFile` to `temporary` and checks the copy. A step copies `pagesPerStep` pages
 * from one snapshot of the source; a step that meets another connection's write restarts the
 * copy, and after `MAX_RESTARTS` restarts the rest is copied in one step. The caller removes
 * `temporary` when this fails.
 */
export async function copyAndCheck(job: CopyJob, hooks: CopyHooks): Promise<CheckedDatabase> {
  const source = new SQLite(job.sourceFile, { readonly: true, fileMustExist: true });
  try {
    let restarts = 0;
    let lastRemaining = Infinity;
    await source.backup(job.temporary, {
      progress: ({ remainingPages }) => {
        // More pages left than after the previous step: the source changed and the copy restarted.
        if (remainingPages > lastRemaining) {
          restarts += 1;
          hooks.onRestart();
        }
        lastRemaining = remainingPages;
        hooks.onStep();
        // One step reads one snapshot: after repeated restarts, finish in one go.
        return restarts >= MAX_RESTARTS ? 1_000_000_000 : job.pagesPerStep;
      },
    });
  } catch (error) {
    throw new BackupError(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    source.close();
  }
  // The copy carries the source's WAL flag: make it one self-contained file.
  const copy = new SQLite(job.temporary);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return checkDatabaseAgainst(job.temporary, job.check, job.knownMigrations);
}
