import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The catalogue every shop starts with: common phone and TV repairs with what the parts
 * usually cost and what the shop charges (LKR). Seeded here, not by the demo data, so a
 * real shop has it too; the shop then edits cost and price (never the name).
 */
const ISSUES: readonly [name: string, actualCost: number, customerPrice: number][] = [
  ['Screen Replacement', 6500, 9500],
  ['Battery Replacement', 2200, 3500],
  ['Charging Port Repair', 800, 1800],
  ['Water Damage Cleaning', 500, 2500],
  ['Software Flashing', 0, 1500],
  ['Speaker Replacement', 700, 1800],
  ['Microphone Repair', 600, 1500],
  ['Back Glass Replacement', 2500, 4500],
  ['Camera Replacement', 3500, 5500],
  ['Power Button Repair', 450, 1200],
  ['TV Backlight Repair', 3000, 6500],
  ['TV Power Board Repair', 4500, 8000],
  ['TV Mainboard Repair', 6000, 11000],
  ['Dish Alignment', 300, 2000],
  ['LNB Replacement', 1200, 2500],
  ['Remote Repair (Dialog TV)', 150, 600],
];

/** An ObjectId-shaped id (as db/ids.ts makes them), inlined so this file never changes. */
function objectId(now: Date): string {
  return Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

/**
 * Repair issues (the catalogue) and repairs (product.md §3). Money in whole cents. A repair's
 * issues and status history are JSON arrays in its row: snapshots owned by the repair,
 * always read and written whole with it, addressed by position (`/status/:index`), never
 * queried on their own; so a list of 10,000 repairs is one query, not three.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repair_issues')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('actualCost', 'integer', (column) => column.notNull())
    .addColumn('customerPrice', 'integer', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // Names identify issues to people; the catalogue is listed by name.
  await db.schema.createIndex('repair_issues_name_unique').on('repair_issues').column('name').unique().execute();

  const now = new Date();
  const at = now.toISOString();
  await db
    .insertInto('repair_issues')
    .values(
      ISSUES.map(([name, actualCost, customerPrice]) => ({
        id: objectId(now),
        name,
        actualCost: actualCost * 100,
        customerPrice: customerPrice * 100,
        createdAt: at,
        updatedAt: at,
        createdByName: 'System',
        updatedByName: null,
      })),
    )
    .execute();

  await db.schema
    .createTable('repairs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // A customer with repairs cannot be deleted (the route says why; this keeps it true).
    .addColumn('customerId', 'text', (column) => column.notNull().references('customers.id'))
    .addColumn('repairProduct', 'text')
    .addColumn('issues', 'text', (column) => column.notNull())
    .addColumn('discount', 'integer', (column) => column.notNull())
    .addColumn('finalAmount', 'integer', (column) => column.notNull())
    .addColumn('profit', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('expectedReturnDate', 'text')
    .addColumn('statusHistory', 'text', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('dateIn', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // The list is read newest first.
  await db.schema.createIndex('repairs_created_at').on('repairs').column('createdAt').execute();
  // A customer's repair history, newest first, and the "has repairs" check before a delete.
  await db.schema.createIndex('repairs_customer').on('repairs').columns(['customerId', 'createdAt']).execute();
  // The revenue report sums a range of days in; covering, so it never reads the rows.
  await db.schema.createIndex('repairs_date_in').on('repairs').columns(['dateIn', 'finalAmount', 'profit']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('repairs').execute();
  await db.schema.dropTable('repair_issues').execute();
}
