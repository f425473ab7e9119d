/**
 * `npm run backup [FILE]`: a consistent, checked copy of DATA_DIR/shop.db, safe while the
 * server runs. Without FILE it goes to BACKUP_DIR (default DATA_DIR/backups) as
 * `manual-<UTC time>.db`, which the daily schedule never prunes.
 */
import path from 'node:path';
import { backupDatabase, BackupError } from '../server/backup';
import { backupSettings, dataPaths } from '../server/config';

async function main(): Promise<void> {
  const { dataDir, databaseFile } = dataPaths(process.env);
  const { backupDir } = backupSettings(process.env, dataDir);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const target = process.argv[2] ? path.resolve(process.argv[2]) : path.join(backupDir, `manual-${stamp}.db`);
  const result = await backupDatabase(databaseFile, target);
  console.log(
    `Backed up ${databaseFile} to ${result.file} (${Math.round(result.bytes / 1024)} KB, integrity ok, migrations up to ${result.migrations.at(-1)})`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
