import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/** The walk-in customer's id, as src/domain/walkIn.ts knows it (a copy: a migration never changes with the code). */
const WALK_IN_ID = '000000000000000000000001';
/** Its id's time: created "at the epoch", so lists read newest first show it last. */
const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * The walk-in customer (product.md §10): one built-in customer for a cash sale that needs no
 * registration. No phone, WhatsApp, NIC, card number or address (blank, so the columns stay NOT
 * NULL and no registered customer can take its blank phone: the rules refuse one). Named so
 * every list, receipt and picker reads "Walk-in customer". No created-by: nobody made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('customers')
    .values({
      id: WALK_IN_ID,
      firstName: 'Walk-in',
      lastName: 'customer',
      address: '',
      email: null,
      phoneNumber: '',
      whatsappNumber: '',
      nicNumber: '',
      cardNumber: '',
      createdAt: EPOCH,
      updatedAt: EPOCH,
      createdByName: null,
      updatedByName: null,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('customers').where('id', '=', WALK_IN_ID).execute();
}
