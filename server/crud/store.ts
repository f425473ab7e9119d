import { sql, type Kysely } from 'kysely';
import { creationStamps, nextUpdatedAt } from '../db/ids';
import type { PlainResource } from './declaration';

type Row = Record<string, unknown> & { id: string; updatedAt: string };

/** The columns a plain resource's list may sort by: its fields, its id and its stamps. */
export function sortableColumns(declaration: PlainResource<any>): Set<string> {
  return new Set(['id', 'createdAt', 'updatedAt', 'createdByName', 'updatedByName', ...Object.keys(declaration.fields)]);
}

/**
 * The queries of a plain resource's table. The table is named by the declaration, not by the
 * server's `Database` type, so a new resource needs no type written for it: rows are typed by
 * the mapping that reads them (schemas.ts).
 */
export function tableStore(declaration: PlainResource<any>) {
  const { table, unique } = declaration;
  const from = (db: Kysely<any>) => db.selectFrom(table).selectAll().$castTo<Row>();
  return {
    /** Every record, newest first (insertion order breaks ties within a millisecond), one at a time. */
    stream: (db: Kysely<any>): AsyncIterable<Row> => from(db).orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').stream(500),
    /** The base of a paged, filtered list (the REST dialect). */
    select: from,
    findById: (db: Kysely<any>, id: string): Promise<Row | undefined> => from(db).where('id', '=', id).executeTakeFirst(),
    /** The record holding this unique value (already in its stored form), if any. */
    findUnique(db: Kysely<any>, values: Record<string, unknown>): Promise<Row | undefined> {
      const column = unique!.key?.column ?? unique!.field;
      return from(db).where(column, '=', values[column]).executeTakeFirst();
    },
    insert: (db: Kysely<any>, values: Record<string, unknown>, createdByName: string): Promise<Row> =>
      db.insertInto(table).values({ ...values, ...creationStamps(createdByName) }).returningAll().$castTo<Row>().executeTakeFirstOrThrow(),
    update: (db: Kysely<any>, id: string, values: Record<string, unknown>, updatedByName: string): Promise<Row | undefined> =>
      db.updateTable(table).set({ ...values, updatedByName, updatedAt: nextUpdatedAt() }).where('id', '=', id).returningAll().$castTo<Row>().executeTakeFirst(),
    async remove(db: Kysely<any>, id: string): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
