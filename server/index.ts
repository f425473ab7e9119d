import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { startBackupSchedule, type BackupSchedule } from './backup';
import { ensureDataDir, loadConfig, protectDatabaseFiles } from './config';
import { engineFor } from './db/engine';
import { migrateToLatest } from './db/migrate';
import { demoPasswordsInUse, seedDatabase, type SeedReport } from './seed';

function printSeeded(report: SeedReport): void {
  if (report.kind === 'demo') {
    console.log('Demo accounts created:');
    for (const account of report.accounts) {
      console.log(`  ${account.email} / ${account.password}  (${account.role}, ${account.fullName})`);
    }
    for (const note of report.notes) console.log(`  ${note}`);
  } else if (report.kind === 'initialAdmin') {
    console.log(`Super admin created: ${report.accounts[0]?.email} (password from ADMIN_PASSWORD)`);
  }
}

async function main(): Promise<void> {
  // Whatever this process creates (the database, its WAL, backups) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig(process.env);
  ensureDataDir(config.dataDir);
  if (!config.databaseUrl) protectDatabaseFiles(config.databaseFile);
  const engine = await engineFor(config);
  // `npm run restore` refuses while this process claims the database (SQLite: a pid file in
  // DATA_DIR; PostgreSQL: a shared session lock, seen by every machine using the database);
  // before migrating, so a server never migrates a database half-way through a restore.
  const release = await engine.backups.claim();
  const db = await engine.open();
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, config);

  const app = buildApp({ db, config, logger: { level: config.logLevel } });
  let backups: BackupSchedule | null = null;
  app.addHook('onClose', async () => {
    backups?.stop();
    await release();
  });
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      // Finish requests in flight, close the database, then leave.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`Shop Staff Console running at http://${host}:${port}/`);
  printSeeded(seeded);
  if (config.backupKeep > 0) {
    backups = startBackupSchedule({
      backups: engine.backups,
      dir: config.backupDir,
      keep: config.backupKeep,
      intervalMs: config.backupIntervalHours * 3_600_000,
      log: (line) => console.log(line),
    });
  }
  const demoPasswords = await demoPasswordsInUse(db);
  if (demoPasswords.length > 0) {
    console.warn(
      `Demo accounts still use their demo passwords (${demoPasswords.join(', ')}): change them (Profile > Change password) before real use, or start on an empty DATA_DIR with ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  }
  if (!existsSync(path.join(config.consoleDir, 'index.html'))) {
    console.warn(`The console is not built (${config.consoleDir} is missing): run npm run build`);
  }
}

main().catch((error: unknown) => {
  // Configuration and start-up problems are the operator's to fix: say what, not where.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
