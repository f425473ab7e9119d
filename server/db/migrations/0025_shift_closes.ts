import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Closing by shift (product.md §10, closing the day): a shop may count the drawer more than once
 * a day. Each close covers a period of its day: from the previous standing close of the day (its
 * `closedAt`) or the day's start, up to the close (the day's close: up to the day's end).
 *
 * `settings.closesByShift`: 1 when the owner lets staff close shifts; 0 (every shop until then):
 * one close a day, as before.
 *
 * `day_closes`:
 * - `closesDay`: 1 for the day's close (it locks the day against money writes), 0 for a shift's
 *   close (it does not). Closes made before are the day's.
 * - `shift`: 1, 2, … within the day, the day's close being the last. Closes made before: 1.
 * - `fromAt`: the ISO instant the close's period starts; null for the day's start.
 *
 * The one-standing-close-per-day index becomes two: one standing close of the day per day (what
 * the lock reads), and one standing close per shift of a day, so two closes of one shift at the
 * same moment cannot both be written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('closesByShift', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('day_closes').addColumn('closesDay', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('day_closes').addColumn('shift', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('day_closes').addColumn('fromAt', 'text').execute();
  await sql`drop index day_closes_standing`.execute(db);
  if (engineOf(db) === 'postgres') {
    await sql`create unique index day_closes_standing on day_closes (day) where "reopenedAt" is null and "closesDay" = 1`.execute(db);
    await sql`create unique index day_closes_standing_shift on day_closes (day, shift) where "reopenedAt" is null`.execute(db);
    return;
  }
  await sql`create unique index day_closes_standing on day_closes (day) where reopenedAt is null and closesDay = 1`.execute(db);
  await sql`create unique index day_closes_standing_shift on day_closes (day, shift) where reopenedAt is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index day_closes_standing_shift`.execute(db);
  await sql`drop index day_closes_standing`.execute(db);
  await sql`delete from day_closes where closesDay = 0`.execute(db);
  await sql`create unique index day_closes_standing on day_closes (day) where reopenedAt is null`.execute(db);
  await db.schema.alterTable('day_closes').dropColumn('fromAt').execute();
  await db.schema.alterTable('day_closes').dropColumn('shift').execute();
  await db.schema.alterTable('day_closes').dropColumn('closesDay').execute();
  await db.schema.alterTable('settings').dropColumn('closesByShift').execute();
}
