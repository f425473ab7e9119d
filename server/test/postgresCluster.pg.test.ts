import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/postgres';
import { ensureDatabase, freePort, startCluster } from '../../scripts/postgresCluster';

/** A developer's local PostgreSQL (`npm run dev:postgres`): kept in its folder, its data still there after a restart. */
describe('a kept local cluster', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'shop-local-pg-'));
  // As ./data is: the cluster's own user (`postgres`, when the tests run as root) must reach its folder.
  chmodSync(parent, 0o755);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('keeps the shop database and its rows across a stop and a start, on the port it was given', async () => {
    const dir = path.join(parent, 'postgres');
    const port = await freePort();
    const first = await startCluster({ dir, port, durable: true });
    try {
      expect(first.url).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
      const url = await ensureDatabase(first.url, 'shop');
      const db = await connectPostgres(url);
      await db.schema.createTable('kept').addColumn('note', 'text').execute();
      await db.insertInto('kept' as never).values({ note: 'still here' } as never).execute();
      await db.destroy();
    } finally {
      first.stop();
    }

    const second = await startCluster({ dir, port, durable: true });
    try {
      // Made already: ensureDatabase leaves it as it is.
      const url = await ensureDatabase(second.url, 'shop');
      const db = await connectPostgres(url);
      const rows = await db.selectFrom('kept' as never).selectAll().execute();
      await db.destroy();
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      second.stop();
    }
  }, 60_000);
});
