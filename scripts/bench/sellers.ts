import type { Kysely } from 'kysely';
import { hashPassword, STANDARD_HASH_COST } from '../../server/auth/password';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/schema';

/** The bench administrator's sign-in (the owner, a super admin). */
export const BENCH_ADMIN = { email: 'bench@shop.test', password: 'bench123' };

/**
 * The people who sell in the bench shop: its owner and three staff, each an account, so the
 * sales-by-staff report has a line per person as a real shop's would. The owner first; staff
 * sign in as `staff<n>@shop.test` with the owner's password.
 */
const PEOPLE = [
  { firstName: 'Bench', lastName: 'Owner', email: BENCH_ADMIN.email, role: 'super_admin' },
  { firstName: 'Nimal', lastName: 'Perera', email: 'staff1@shop.test', role: 'admin' },
  { firstName: 'Fathima', lastName: 'Rizwan', email: 'staff2@shop.test', role: 'admin' },
  { firstName: 'Tharindu', lastName: 'Silva', email: 'staff3@shop.test', role: 'admin' },
] as const;

/** An account that sells: its id and the name a record it makes is written under. */
export interface Seller {
  id: string;
  name: string;
}

/** Writes the owner's and the staff's accounts (one password hash, shared). */
export async function generateSellers(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(BENCH_ADMIN.password, STANDARD_HASH_COST);
  await db
    .insertInto('admins')
    .values(
      PEOPLE.map((person) => ({
        id: newId(),
        ...person,
        passwordHash,
        status: 'active' as const,
        createdAt: now,
        updatedAt: now,
        createdByName: null,
        updatedByName: null,
      })),
    )
    .execute();
}

/** The shop's accounts, the owner first (read once by each step that writes sales). */
export async function readSellers(db: Kysely<Database>): Promise<Seller[]> {
  const admins = await db.selectFrom('admins').select(['id', 'firstName', 'lastName', 'role']).execute();
  return admins
    .sort((a, b) => Number(b.role === 'super_admin') - Number(a.role === 'super_admin') || a.id.localeCompare(b.id))
    .map((admin) => ({ id: admin.id, name: `${admin.firstName} ${admin.lastName}` }));
}

/** Who made sale `i`: the staff by turns, the owner one sale in five (`createdById`/`createdByName`, as the server writes them). */
export function sellerOf(sellers: readonly Seller[], i: number): { createdById: string; createdByName: string } {
  const seller = i % 5 === 0 || sellers.length === 1 ? sellers[0]! : sellers[1 + (i % (sellers.length - 1))]!;
  return { createdById: seller.id, createdByName: seller.name };
}
