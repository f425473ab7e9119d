/**
 * `npm run backup [FILE]`: a consistent, checked copy of the shop's database, safe while the
 * server runs: DATA_DIR/shop.db (SQLite's online backup), or with DATABASE_URL the PostgreSQL
 * database (`pg_dump -Fc`). Without FILE it goes to BACKUP_DIR (default DATA_DIR/backups) as
 * `manual-<UTC time>.db` (`.dump` on PostgreSQL), which the daily schedule never prunes.
 */
import path from 'node:path';
import { BackupError, stamp } from '../server/backup';
import { backupSettings, dataPaths, databaseUrl } from '../server/config';
import { engineFor } from '../server/db/engine';

async function main(): Promise<void> {
  const { dataDir, databaseFile } = dataPaths(process.env);
  const { backupDir } = backupSettings(process.env, dataDir);
  const { backups } = await engineFor({ dataDir, databaseFile, databaseUrl: databaseUrl(process.env) });
  const target = process.argv[2] ? path.resolve(process.argv[2]) : path.join(backupDir, `manual-${stamp(new Date())}${backups.extension}`);
  const result = await backups.backup(target);
  console.log(
    `Backed up ${backups.source} to ${result.file} (${Math.round(result.bytes / 1024)} KB, ${backups.checkedAs}, migrations up to ${result.migrations.at(-1)})`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
