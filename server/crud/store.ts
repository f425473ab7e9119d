import { sql, type Kysely } from 'kysely';
import { creationStamps, nextUpdatedAt } from '../db/ids';
import { forWrite } from '../db/locks';
import type { Database, RecordStamps } from '../db/schema';
import type { PlainResource } from './declaration';

/** A row of a plain table: the stamps every such table has, and the declaration's fields (typed by schemas.ts's mapping). */
export type PlainRow = RecordStamps & Record<string, unknown>;

/**
 * The queries of a plain resource's table, typed against `Database` through what every plain
 * table shares (`id` and the stamps); a column named by the declaration (the unique one) is a
 * dynamic reference, as the declaration gives it at run time.
 */
export function tableStore(declaration: PlainResource<any>) {
  const { table, unique, builtIn } = declaration;
  const from = (db: Kysely<Database>) => db.selectFrom(table).selectAll().$castTo<PlainRow>();
  const builtInIds = builtIn?.ids ?? [];
  return {
    /** Every record but those the server keeps itself, newest first (insertion order breaks ties within a millisecond), one at a time. */
    stream: (db: Kysely<Database>): AsyncIterable<PlainRow> =>
      (builtInIds.length ? from(db).where('id', 'not in', builtInIds) : from(db)).orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').stream(500),
    /** The records the server keeps itself, in the declaration's order. */
    async builtIns(db: Kysely<Database>): Promise<PlainRow[]> {
      if (!builtInIds.length) return [];
      const rows = await from(db).where('id', 'in', builtInIds).execute();
      return builtInIds.flatMap((id) => rows.filter((row) => row.id === id));
    },
    /**
     * `toChange`: the transaction then edits or deletes it from what it read here (its If-Match,
     * what blocks its delete), so the row is read for update (see db/locks.ts `forWrite`): a
     * sale on the person's account holds their row (db/payments.ts `holdParty`), and a delete
     * waits for it, then reads the balance it left.
     */
    findById: (db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<PlainRow | undefined> => {
      const query = from(db).where('id', '=', id);
      return (toChange ? forWrite(db, query) : query).executeTakeFirst();
    },
    /** The record holding this unique value (already in its stored form), if any. */
    findUnique(db: Kysely<Database>, values: Record<string, unknown>): Promise<PlainRow | undefined> {
      const column = unique!.key?.column ?? unique!.field;
      return from(db).where(db.dynamic.ref(column), '=', values[column]).executeTakeFirst();
    },
    insert: (db: Kysely<Database>, values: Record<string, unknown>, createdByName: string): Promise<PlainRow> =>
      db.insertInto(table).values({ ...values, ...creationStamps(createdByName) }).returningAll().$castTo<PlainRow>().executeTakeFirstOrThrow(),
    update: (db: Kysely<Database>, id: string, values: Record<string, unknown>, updatedByName: string): Promise<PlainRow | undefined> =>
      db.updateTable(table).set({ ...values, updatedByName, updatedAt: nextUpdatedAt(db) }).where('id', '=', id).returningAll().$castTo<PlainRow>().executeTakeFirst(),
    async remove(db: Kysely<Database>, id: string): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
