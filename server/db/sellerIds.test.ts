import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../test/postgres';
import { testEngine } from '../test/helpers';
import { recordActivity } from './activity';
import { insertAdmin } from './admins';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Migration 0054 gives the sales written before it the account that made them: the one account
 * that ever bore the name they carry, renames read from the activity log; a name two accounts
 * bore gets none.
 */

const MIGRATION = '0054_sellers_and_package_lengths';

describe('migration 0054', () => {
  it('gives each older payment the one account that bore its name, a renamed one too, and none to a name two bore', async () => {
    const db: Kysely<Database> = testEngine() === 'postgres' ? await openFreshPostgres() : connectDatabase(IN_MEMORY);
    try {
      const names = Object.keys(migrations);
      await migrateToLatest(db, names[names.indexOf(MIGRATION) - 1]!);
      const person = (firstName: string, lastName: string, email: string) =>
        insertAdmin(db, { firstName, lastName, email, passwordHash: 'x', role: 'admin', createdByName: null });
      const kasun = await person('Kasun', 'Perera', 'kasun@shop.test');
      await person('Nimal', 'Fernando', 'nimal@shop.test');
      await person('Nimal', 'Fernando', 'nimal.f@shop.test');
      // Kasun was Kasun Silva until renamed.
      await recordActivity(db, { user: { id: null, name: null }, action: 'update', resource: 'staffs', recordId: kasun.id, before: { ...kasun, lastName: 'Silva' }, after: kasun });
      let number = 0;
      const paid = (createdByName: string | null) =>
        (db as Kysely<any>)
          .insertInto('payments')
          .values({ id: `p${++number}`, number, line: 0, source: 'repair', sourceId: 'r1', partyType: null, partyId: null, method: 'cash', amount: 100, cashGiven: null, change: null, note: null, createdAt: '2026-11-01T04:00:00.000Z', createdByName })
          .execute();
      for (const name of ['Kasun Silva', 'Kasun Perera', 'Nimal Fernando', 'Someone Gone', null]) await paid(name);

      await migrateToLatest(db);
      const rows = await db.selectFrom('payments').select(['createdByName', 'createdById']).orderBy('number').execute();
      expect(rows).toEqual([
        { createdByName: 'Kasun Silva', createdById: kasun.id },
        { createdByName: 'Kasun Perera', createdById: kasun.id },
        { createdByName: 'Nimal Fernando', createdById: null },
        { createdByName: 'Someone Gone', createdById: null },
        { createdByName: null, createdById: null },
      ]);

      // And down and up again.
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1]!)).error).toBeUndefined();
      await expect(db.selectFrom('renewal_lengths').select('customerId').execute()).rejects.toThrow();
      await migrateToLatest(db);
      expect(await db.selectFrom('renewal_lengths').select('customerId').execute()).toEqual([]);
    } finally {
      if (testEngine() === 'sqlite') await db.destroy();
    }
  });
});
