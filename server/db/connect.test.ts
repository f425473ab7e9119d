import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';

describe('connectDatabase on a file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-connect-'));
  const db = connectDatabase(path.join(dir, 'shop.db'));
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

  it('keeps temporary files (a savepoint\'s journal) in memory, never on disk', async () => {
    const tempStore = await sql<{ temp_store: number }>`pragma temp_store`.execute(db);

    // 0 DEFAULT (a file), 1 FILE, 2 MEMORY
    expect(tempStore.rows[0]?.temp_store).toBe(2);
  });

  it('checks foreign keys', async () => {
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);

    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });
});
