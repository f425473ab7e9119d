import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/password';
import { listAdmins } from './db/admins';
import type { Database } from './db/schema';
import { seedDatabase } from './seed';
import { testConfig, testDatabase } from './test/helpers';

let db: Kysely<Database>;
beforeEach(async () => {
  db = await testDatabase();
});
afterEach(() => db.destroy());

const owner = { email: 'boss@shop.lk', password: 'long-enough', firstName: 'Shop', lastName: 'Owner' };

describe('seedDatabase', () => {
  it('creates the two demo accounts on an empty database', async () => {
    const report = await seedDatabase(db, testConfig());

    const admins = await listAdmins(db);
    expect(admins.map(({ email, role, firstName, lastName }) => ({ email, role, firstName, lastName })).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'owner@shop.test', role: 'super_admin', firstName: 'Owner', lastName: 'Demo' },
      { email: 'staff@shop.test', role: 'admin', firstName: 'Staff', lastName: 'Demo' },
    ]);
    expect(report.kind).toBe('demo');
    expect(report.accounts.map(({ email, password }) => [email, password])).toEqual([
      ['owner@shop.test', 'owner123'],
      ['staff@shop.test', 'staff123'],
    ]);
  });

  it('stores argon2id hashes that match the demo passwords', async () => {
    await seedDatabase(db, testConfig());

    const [staff] = (await listAdmins(db)).filter((admin) => admin.email === 'staff@shop.test');
    expect(staff.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(staff.passwordHash, 'staff123')).toBe(true);
  });

  it('creates only the ADMIN_EMAIL super admin when one is configured', async () => {
    const report = await seedDatabase(db, testConfig({ initialAdmin: owner }));

    const admins = await listAdmins(db);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'boss@shop.lk', role: 'super_admin', status: 'active', firstName: 'Shop', lastName: 'Owner' });
    expect(await verifyPassword(admins[0].passwordHash, 'long-enough')).toBe(true);
    expect(report).toMatchObject({ kind: 'initialAdmin', accounts: [{ email: 'boss@shop.lk', password: null }] });
  });

  it('leaves a database that already has accounts alone', async () => {
    await seedDatabase(db, testConfig({ initialAdmin: owner }));

    const report = await seedDatabase(db, testConfig());

    expect(report).toEqual({ kind: 'none', accounts: [], notes: [] });
    expect(await listAdmins(db)).toHaveLength(1);
  });
});
