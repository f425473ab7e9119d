import type { FastifyRequest } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { FieldInput, FieldSet, FieldValues } from '../../src/domain/fields';
import type { MessageKey, Said } from '../../src/domain/messages';
import type { Action, PERMISSIONS, ResourceName } from '../../src/domain/permissions';
import type { Database, RecordStamps } from '../db/schema';
import type { PagedList } from '../paging/pagedList';
import type { PlainRow } from './store';

/** The permission rows that grant the four CRUD actions (to someone): the resources a declaration may guard itself with. */
export type CrudResourceName = {
  [R in ResourceName]: (typeof PERMISSIONS)[R] extends Record<'list' | 'create' | 'edit' | 'delete', unknown> ? R : never;
}[ResourceName];

/**
 * The tables a plain resource may be served from: those of the `Database` type whose rows
 * carry the id and stamps the generic routes write (a new resource's table is added there).
 */
export type PlainTableName = { [T in keyof Database]: Database[T] extends RecordStamps ? T : never }[keyof Database];

/**
 * The server side of a plain resource, declared once (see server/README.md "Adding a
 * resource"): `crudRoutes(declaration)` gives it a guarded, validated, stamped, logged and
 * cached `GET`, `POST`, `PUT /:id` and `DELETE /:id`, its schemas derived from `fields`.
 */
export interface PlainResource<F extends FieldSet = FieldSet> {
  /** Its row of the permission matrix: guards each route (list, create, edit, delete) and names its activity entries. */
  resource: CrudResourceName;
  /** Where it is served under /api (default `/<resource>`). */
  path?: string;
  /** The table: an `id` text primary key, one column per field, and the stamps (createdAt, updatedAt, createdByName, updatedByName). */
  table: PlainTableName;
  /** The domain field list (src/domain): what a form sends, what is stored, what a record answers. */
  fields: F;
  /**
   * A field no two records may share, and the 409 message. With `key`, uniqueness is of
   * `key(value)` kept in its own column (a category's name lowercased, spaces collapsed).
   * The table needs a unique index on that column, so two racing creates give one 409.
   */
  unique?: { field: keyof F & string; taken: MessageKey; key?: { column: string; of: (value: string) => string } };
  /**
   * Records the server keeps itself (the walk-in customer, product.md §10): left out of the
   * list (so the spec's list answers as before), served at `GET <path>/built-in` to those who
   * may list, and never edited or deleted (409 with `message`).
   */
  builtIn?: { ids: readonly string[]; message: MessageKey };
  /** Why a record may not be deleted (the 409 message), or undefined: run in the delete's transaction. */
  blocksDelete?: (db: Kysely<Database>, id: string) => Promise<Said | undefined>;
  /** 404 for an unknown id, and a delete's confirmation. */
  messages: { notFound: MessageKey; deleted: MessageKey };
  /** Fields answered after the stamps rather than before them (where a record has always had them). */
  trailingFields?: readonly (keyof F & string)[];
  /** A valid form: the API documentation's example, and what the declared resources' test creates. */
  example: FieldInput<F>;
  /**
   * The list as our server pages it (docs/architecture.md, "Lists served by the page"), for
   * this caller: the fields the console sorts and filters on, its search index, its figures.
   * `GET <path>` then answers the console's `_page`/`_sort`/`_filter` words with a page; the
   * table, the records (the whole list's own) and leaving out the built-in records come from
   * this declaration. Without it (or without the words) the list answers whole, as before.
   */
  paged?: (request: FastifyRequest) => PlainPagedList;
  /**
   * Figures the server works out for each record from other tables (what the shop owes a
   * supplier), answered after the record's fields, in its list and its writes' answers, only to
   * callers granted `computed.access` on the resource: for anyone else they are absent.
   */
  computed?: ComputedFields;
  /**
   * The migrations that made (and later changed) the table, frozen once released, by name:
   * `<number>_<what>`, the number the next after every migration's, numbered or a plain
   * resource's (server/resources/migrationNumbers.test.ts checks it).
   */
  migrations?: Readonly<Record<string, Migration>>;
}

/** A plain resource's figures worked out by the server: never stored, never read from a form, not in the activity log. */
export interface ComputedFields {
  /** The permission on the resource a caller needs to be answered them (e.g. 'cost'). */
  access: Action;
  /** Their names, each money: cents from `read`, LKR in the answer. */
  money: readonly string[];
  /** Each record's figures in cents, by id: of the records `ids` names, or of every record (a whole list) in one query. */
  read: (db: Kysely<Database>, ids?: readonly string[]) => Promise<ReadonlyMap<string, Readonly<Record<string, number>>>>;
}

/** What a plain resource says of its paged list; the rest follows from the declaration. */
export type PlainPagedList = Omit<PagedList<PlainRow>, 'table' | 'records' | 'always'>;

/** Declares a plain resource; the field list's literal types type the record. */
export const plainResource = <const F extends FieldSet>(declaration: PlainResource<F>): PlainResource<F> => declaration;

export interface Stamps {
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
  updatedByName: string | null;
}

/** What a record of the resource answers. */
export type PlainRecord<F extends FieldSet> = { _id: string } & FieldValues<F> & Stamps;
