import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { connectPostgres } from '../db/postgres';
import type { Database } from '../db/schema';

/**
 * The databases a test run copies on PostgreSQL (made once by server/test/postgresSetup.ts):
 * `migrated` at the latest schema, empty; `demo` the same with the demo data (templateFill.ts).
 */
export type TemplateName = 'migrated' | 'demo';

/** The run's template database `name`. */
export const templateDatabase = (name: TemplateName) => `shop_template_${name}`;

/** `url` with another database. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

async function asSuperuser<T>(clusterUrl: string, work: (admin: Kysely<Database>) => Promise<T>): Promise<T> {
  const admin = await connectPostgres(clusterUrl);
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** Makes the template database `database` (C locale, as docs/postgresql.md makes the shop's) and fills it. */
export async function createTemplate(clusterUrl: string, database: string, fill: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  await asSuperuser(clusterUrl, (admin) => sql.raw(`create database ${database} template template0 encoding 'UTF8' locale 'C'`).execute(admin));
  // Closed before anyone copies it: PostgreSQL copies no database that has a connection.
  const db = await connectPostgres(databaseUrl(clusterUrl, database));
  try {
    await fill(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The databases the running test file made, dropped when it ends (server/test/postgresFile.ts,
 * a setup file of the server-pg projects: a module is loaded once per worker, not per file).
 */
const made: string[] = [];

/** A new database copied from the template database `template`, dropped when the test file ends: its postgres:// address. */
export async function cloneDatabase(clusterUrl: string, template: string): Promise<string> {
  const database = `shop_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files after a checkpoint; PostgreSQL 15's default (WAL_LOG)
  // writes every page through the WAL, several times the work for a database this small, and a
  // run makes hundreds. The cluster runs without fsync, so the checkpoint costs little.
  await asSuperuser(clusterUrl, (admin) => sql.raw(`create database ${database} template ${template} strategy file_copy`).execute(admin));
  made.push(database);
  return databaseUrl(clusterUrl, database);
}

/** Drops the databases the test file made, closing any connection left to them (the run's cluster goes at the end anyway, but a run makes hundreds). */
export async function dropMadeDatabases(clusterUrl: string): Promise<void> {
  const names = made.splice(0);
  if (!names.length) return;
  await asSuperuser(clusterUrl, async (admin) => {
    for (const name of names) await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
  });
}
