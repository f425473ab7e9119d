import type { Kysely } from 'kysely';
import type { Role } from '../src/domain/roles';
import { hashPassword, verifyPassword } from './auth/password';
import type { Config, InitialAdmin } from './config';
import { countAdmins, findAdminByEmail, insertAdmin } from './db/admins';
import type { Database } from './db/schema';
import { seedDemoBarcodes } from './demo/barcodes';
import { seedDemoReorderLevels } from './demo/reorder';
import { seedDemoPeople } from './demo/people';
import { seedDemoProductsAndBills } from './demo/bills';
import { seedDemoRecharge } from './demo/recharge';
import { seedDemoDayCloses } from './demo/dayCloses';
import { seedDemoFloatChecks } from './demo/floatChecks';
import { seedDemoExpenses } from './demo/expenses';
import { seedDemoRepairs } from './demo/repairs';
import { seedDemoSuppliers } from './demo/suppliers';
import { seedDemoStockCounts } from './demo/stockCounts';

export interface SeededAccount {
  email: string;
  /** Printed at start-up for demo accounts only; never for ADMIN_PASSWORD. */
  password: string | null;
  role: Role;
  id: string;
  fullName: string;
}

export interface SeedReport {
  /** 'demo': the demo data; 'initialAdmin': the ADMIN_EMAIL account; 'none': the database had accounts. */
  kind: 'demo' | 'initialAdmin' | 'none';
  accounts: SeededAccount[];
  /** One line per other kind of demo record created, e.g. "12 customers". */
  notes: string[];
}

export interface SeedContext {
  /** The seeding transaction. */
  db: Kysely<Database>;
  config: Config;
  report: SeedReport;
}

/** One kind of demo data. Later resources add theirs to `demoSeeders`. */
export type Seeder = (context: SeedContext) => Promise<void>;

/**
 * The demo sign-ins of the run contract (docs/architecture.md, "Running it"), also used by
 * tests and the console's e2e suite.
 */
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@shop.test', password: 'owner123', role: 'super_admin', firstName: 'Owner', lastName: 'Demo' },
  staff: { email: 'staff@shop.test', password: 'staff123', role: 'admin', firstName: 'Staff', lastName: 'Demo' },
} as const satisfies Record<string, InitialAdmin & { role: Role }>;

async function createAccount(context: SeedContext, account: InitialAdmin & { role: Role }, showPassword: boolean) {
  const { db, config, report } = context;
  const admin = await insertAdmin(db, {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    passwordHash: await hashPassword(account.password, config.passwordHashCost),
    role: account.role,
    createdByName: null,
  });
  report.accounts.push({
    email: account.email,
    password: showPassword ? account.password : null,
    role: account.role,
    id: admin.id,
    fullName: `${account.firstName} ${account.lastName}`,
  });
}

const seedDemoAccounts: Seeder = async (context) => {
  for (const account of Object.values(DEMO_ACCOUNTS)) await createAccount(context, account, true);
};

/** Demo data, in dependency order (accounts first: later records name their creator). */
export const demoSeeders: readonly Seeder[] = [
  seedDemoAccounts,
  seedDemoPeople,
  seedDemoSuppliers,
  seedDemoRecharge,
  seedDemoFloatChecks,
  seedDemoProductsAndBills,
  seedDemoStockCounts,
  seedDemoBarcodes,
  seedDemoReorderLevels,
  seedDemoRepairs,
  seedDemoExpenses,
  seedDemoDayCloses,
];

/**
 * Fills an EMPTY database (no accounts): with the ADMIN_EMAIL super admin when configured,
 * else with the demo data. A database that has accounts is left alone.
 */
export async function seedDatabase(db: Kysely<Database>, config: Config): Promise<SeedReport> {
  const report: SeedReport = { kind: 'none', accounts: [], notes: [] };
  if ((await countAdmins(db)) > 0) return report;

  await db.transaction().execute(async (trx) => {
    const context: SeedContext = { db: trx, config, report };
    if (config.initialAdmin) {
      report.kind = 'initialAdmin';
      await createAccount(context, { ...config.initialAdmin, role: 'super_admin' }, false);
      return;
    }
    report.kind = 'demo';
    for (const seeder of demoSeeders) await seeder(context);
  });
  return report;
}

/**
 * The demo accounts that still sign in with their published demo password (in this README
 * and printed at the first start): the owner must change them before real use. Costs one
 * password check per demo account still present, at start-up only.
 */
export async function demoPasswordsInUse(db: Kysely<Database>): Promise<string[]> {
  const emails: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const admin = await findAdminByEmail(db, account.email);
    if (admin && (await verifyPassword(admin.passwordHash, account.password))) emails.push(account.email);
  }
  return emails;
}
