import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/** The tables whose rows the sales-by-staff report groups by who made them (issue 48). */
const SOLD = ['bills', 'recharge_sales', 'payments'] as const;

/**
 * Two additions, one migration number.
 *
 * `createdById` on bills, recharge sales and payments (issue 48): the report of sales by staff
 * member groups by the person, not by the name written on the record, so a renamed staff member
 * stays one line. Older rows get the id of the one account that ever bore the name they carry
 * (an account's names: its own now, and each rename the activity log kept); a name two accounts
 * bore stays without an id, and the report keeps it apart under that name.
 *
 * `renewal_lengths` (issue 49): a customer's own DDTV package length in days, set by the owner;
 * a customer without a row renews on the shop's `settings.renewalDays`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of SOLD) await db.schema.alterTable(table).addColumn('createdById', 'text').execute();

  const bearers = new Map<string, Set<string>>();
  const bore = (id: string | null, person: { firstName?: unknown; lastName?: unknown } | null) => {
    if (!id || !person || typeof person.firstName !== 'string' || typeof person.lastName !== 'string') return;
    const name = `${person.firstName} ${person.lastName}`;
    bearers.set(name, (bearers.get(name) ?? new Set()).add(id));
  };
  for (const admin of await db.selectFrom('admins').select(['id', 'firstName', 'lastName']).execute()) bore(admin.id, admin);
  const renames = await db.selectFrom('activity').select(['recordId', 'before', 'after']).where('resource', '=', 'staffs').execute();
  for (const entry of renames) {
    for (const side of [entry.before, entry.after]) bore(entry.recordId, side ? JSON.parse(side) : null);
  }
  for (const [name, ids] of bearers) {
    if (ids.size !== 1) continue;
    const [id] = ids;
    for (const table of SOLD) await db.updateTable(table).set({ createdById: id }).where('createdByName', '=', name).where('createdById', 'is', null).execute();
  }

  await db.schema
    .createTable('renewal_lengths')
    .addColumn('customerId', 'text', (column) => column.primaryKey())
    .addColumn('days', 'integer', (column) => column.notNull().check(sql`"days" between 1 and 366`))
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('updatedByName', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('renewal_lengths').execute();
  for (const table of SOLD) await db.schema.alterTable(table).dropColumn('createdById').execute();
}
