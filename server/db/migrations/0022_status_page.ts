import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The repair status page without sign-in (product.md §10).
 *
 * `repairs.statusCode`: the code in the page's link (`/status/<code>`), 12 characters of
 * Crockford's base 32 in lower case from 8 random bytes; unique. Existing repairs get one here;
 * new ones get one as they are taken in. Nullable only because SQLite cannot add a NOT NULL
 * column without a default; every row has one.
 *
 * `settings.statusPageEnabled` (1: the page answers; on until the owner turns it off) and
 * `settings.statusPageAsksPhone` (1: the page asks the last four digits of the customer's phone
 * first; off until the owner turns it on).
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The same encoding as src/domain/statusPage.ts, copied: a frozen migration imports no app code. */
function newCode(): string {
  let bits = randomBytes(8).readBigUInt64BE();
  let code = '';
  for (let index = 0; index < 12; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repairs').addColumn('statusCode', 'text').execute();
  const repairs = await db.selectFrom('repairs').select('id').execute();
  const used = new Set<string>();
  for (const { id } of repairs) {
    let code = newCode();
    while (used.has(code)) code = newCode();
    used.add(code);
    await db.updateTable('repairs').set({ statusCode: code }).where('id', '=', id).execute();
  }
  await db.schema.createIndex('repairs_statusCode').on('repairs').column('statusCode').unique().execute();

  await db.schema.alterTable('settings').addColumn('statusPageEnabled', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('settings').addColumn('statusPageAsksPhone', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('statusPageAsksPhone').execute();
  await db.schema.alterTable('settings').dropColumn('statusPageEnabled').execute();
  await db.schema.dropIndex('repairs_statusCode').execute();
  await db.schema.alterTable('repairs').dropColumn('statusCode').execute();
}
