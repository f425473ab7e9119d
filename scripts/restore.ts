/**
 * `npm run restore FILE`: replaces the shop's database by the backup FILE: DATA_DIR/shop.db,
 * or with DATABASE_URL the PostgreSQL database (a `.dump` of `npm run backup`). Refuses while a
 * server runs on it, and refuses a damaged, foreign or newer-version file without touching
 * anything; the database it replaces is kept in DATA_DIR (`shop.db.before-restore-<UTC time>`,
 * or `<database>.before-restore-<UTC time>.dump`).
 */
import path from 'node:path';
import { BackupError } from '../server/backup';
import { dataPaths, databaseUrl } from '../server/config';
import { engineFor } from '../server/db/engine';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore FILE   (a backup made by npm run backup or the daily backup)');
    process.exit(2);
  }
  const { dataDir, databaseFile } = dataPaths(process.env);
  const { backups } = await engineFor({ dataDir, databaseFile, databaseUrl: databaseUrl(process.env) });
  const backupFile = path.resolve(file);
  const result = await backups.restore(backupFile);
  console.log(`Checked ${backupFile}: ${backups.checkedAs}, ${result.accounts} staff account(s), migrations up to ${result.migrations.at(-1)}.`);
  console.log(result.keptAs ? `Kept the previous database as ${result.keptAs}.` : 'There was no previous database.');
  console.log(`Restored ${backups.source}. Start the server to use it (it applies any newer migrations).`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) {
    console.error(`Restore refused: ${error.message}`);
    console.error('Nothing was changed.');
  } else {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
