import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';

describe('connectDatabase on a file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-connect-'));
  const file = path.join(dir, 'shop.db');
  const db = connectDatabase(file);
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes ahead (WAL) and syncs every commit to disk (synchronous = FULL), so a power cut loses no acknowledged write', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);

    expect(journal.rows[0]?.journal_mode).toBe('wal');
    // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });

  it('checks foreign keys', async () => {
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);

    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });

  it('answers a transaction once its rows are committed, and a read asked meanwhile waits for them', async () => {
    await sql`create table note (text text not null)`.execute(db);
    const count = async () => Number((await sql<{ n: number }>`select count(*) as n from note`.execute(db)).rows[0]!.n);
    const writing = db.transaction().execute(async (trx) => {
      await sql`insert into note values ('first')`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await sql`insert into note values ('second')`.execute(trx);
    });
    const reading = count();
    await writing;
    const outside = new SQLite(file, { readonly: true });
    expect(outside.prepare('select count(*) from note').pluck().get()).toBe(2);
    outside.close();
    expect(await reading).toBe(2);
  });
});
