import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, inject } from 'vitest';
import { connectPostgres } from '../db/postgres';
import type { Database } from '../db/schema';

/**
 * A new, empty database of its own in the run's PostgreSQL cluster (server/test/postgresSetup.ts),
 * dropped when the test file ends. Returns its postgres:// address; open it with openPostgres.
 *
 * Made from template0 in the C locale, as docs/postgresql.md tells an operator to make the
 * shop's, so text orders and lower-cases byte by byte as on SQLite.
 */
export async function freshPostgresDatabase(): Promise<string> {
  const admin = await connectPostgres(inject('postgresUrl'));
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  try {
    await sql.raw(`create database ${name} template template0 encoding 'UTF8' locale 'C'`).execute(admin);
  } finally {
    await admin.destroy();
  }
  afterAll(async () => {
    const cleaner = await connectPostgres(inject('postgresUrl'));
    try {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(cleaner);
    } finally {
      await cleaner.destroy();
    }
  });
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Kysely on a fresh database (see freshPostgresDatabase), closed when the test file ends. */
export async function openFreshPostgres(): Promise<Kysely<Database>> {
  const db = await connectPostgres(await freshPostgresDatabase());
  afterAll(() => db.destroy());
  return db;
}
