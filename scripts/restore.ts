/**
 * `npm run restore FILE`: replaces DATA_DIR/shop.db by the backup FILE. Refuses while a
 * server runs on DATA_DIR, and refuses a damaged, foreign or newer-version file without
 * touching anything; the database it replaces is kept beside it as
 * `shop.db.before-restore-<UTC time>`.
 */
import path from 'node:path';
import { BackupError, restoreDatabase } from '../server/backup';
import { dataPaths } from '../server/config';

function main(): void {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore FILE   (a backup made by npm run backup or the daily backup)');
    process.exit(2);
  }
  const { dataDir, databaseFile } = dataPaths(process.env);
  const backupFile = path.resolve(file);
  const result = restoreDatabase({ backupFile, databaseFile, dataDir });
  console.log(`Checked ${backupFile}: integrity ok, ${result.accounts} staff account(s), migrations up to ${result.migrations.at(-1)}.`);
  console.log(result.keptAs ? `Kept the previous database as ${result.keptAs}.` : 'There was no previous database.');
  console.log(`Restored ${databaseFile}. Start the server to use it (it applies any newer migrations).`);
}

try {
  main();
} catch (error) {
  if (error instanceof BackupError) {
    console.error(`Restore refused: ${error.message}`);
    console.error('Nothing was changed.');
  } else {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
}
