import { describe, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openFreshPostgres } from '../test/postgres';

describe('migrations on PostgreSQL', () => {
  it('bring a fresh database to the latest version', async () => {
    const db = await openFreshPostgres();
    await migrateToLatest(db);
  });
});
