import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Intake that protects the shop (product.md §10): what came in with a repair's device and the
 * state it came in, printed on the job card the customer signs.
 *
 * `repairs.accessories`: JSON list of accessory names (src/domain/repairIntake.ts), `[]` for
 * none received; null on repairs taken in before, or through the spec's payload (not noted).
 * `repairs.otherAccessory`: what 'Other' was, kept only with 'Other'. `repairs.condition`: free
 * text. All null until noted, so the spec's repairs read as before.
 *
 * A sold device's IMEI or serial needs no column: a bill keeps its lines as JSON (`bills.lines`,
 * migration 0005), so it is one more optional key of a line (`serial`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repairs').addColumn('accessories', 'text').execute();
  await db.schema.alterTable('repairs').addColumn('otherAccessory', 'text').execute();
  await db.schema.alterTable('repairs').addColumn('condition', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repairs').dropColumn('condition').execute();
  await db.schema.alterTable('repairs').dropColumn('otherAccessory').execute();
  await db.schema.alterTable('repairs').dropColumn('accessories').execute();
}
