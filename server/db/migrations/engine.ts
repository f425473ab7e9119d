import {
  ColumnDefinitionNode,
  CreateTableNode,
  DataTypeNode,
  OperationNodeTransformer,
  RawNode,
  sql,
  type Kysely,
  type KyselyPlugin,
} from 'kysely';

// Frozen with the migrations: what this file does is part of what every migration means on
// PostgreSQL, so a change here would change the schema a fresh database gets. A new mapping
// is a new migration, not an edit here.

/** The engine a migration runs on, for the few statements that differ: the runtime's own check, one definition. */
export { engineOf } from '../engineOf';

/**
 * The schema builder's types, as the migrations write them for SQLite, made to mean the same
 * on PostgreSQL, and SQLite's implicit `rowid` made explicit:
 * - `integer` → `bigint`: SQLite's integers are 64-bit, PostgreSQL's `integer` is 32-bit, and
 *   money is whole cents (a provider's running totals pass 2^31 cents, LKR 21 million, in a
 *   few busy years);
 * - `real` → `double precision`: SQLite's REAL is 8 bytes, PostgreSQL's `real` 4 (a unit cost
 *   of 4 decimals would lose digits);
 * - `text` → `text collate "C"`: SQLite compares text byte by byte and its lower() folds ASCII
 *   only; so does the C collation, whatever locale the database was made with (orders, unique
 *   keys and search text then match SQLite's exactly);
 * - every table gets `rowid bigint generated always as identity`: the queries break ties of
 *   time by rowid (insertion order), which SQLite gives every table; here it is a column.
 * Only schema statements are touched; every other query passes through as it came.
 */
class PostgresSchema extends OperationNodeTransformer {
  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    if (node.dataType === 'integer') return DataTypeNode.create('bigint');
    if (node.dataType === 'real') return DataTypeNode.create('double precision');
    return node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const transformed = super.transformColumnDefinition(node);
    if (DataTypeNode.is(transformed.dataType) && transformed.dataType.dataType === 'text') {
      return { ...transformed, dataType: RawNode.createWithSql('text collate "C"') };
    }
    return transformed;
  }

  protected override transformCreateTable(node: CreateTableNode): CreateTableNode {
    const transformed = super.transformCreateTable(node);
    return CreateTableNode.cloneWithColumn(
      transformed,
      ColumnDefinitionNode.create('rowid', RawNode.createWithSql('bigint generated always as identity')),
    );
  }
}

const SCHEMA_NODES = new Set(['CreateTableNode', 'AlterTableNode', 'CreateIndexNode']);

export const postgresSchema: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => (SCHEMA_NODES.has(node.kind) ? new PostgresSchema().transformNode(node, queryId) : node),
  transformResult: async ({ result }) => result,
};

/**
 * A PL/pgSQL function and the row trigger that runs it after `events` on `table` (PostgreSQL
 * has no trigger bodies of plain SQL as SQLite has). `body` sees `tg_op`, `new` and `old`.
 */
export async function postgresTrigger(db: Kysely<any>, name: string, events: string, table: string, body: string): Promise<void> {
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
${body}
return null;
end $$`).execute(db);
  await sql.raw(`create trigger ${name} after ${events} on ${table} for each row execute function ${name}()`).execute(db);
}

/** Drops what postgresTrigger made (the trigger goes with its function). */
export async function dropPostgresTrigger(db: Kysely<any>, name: string): Promise<void> {
  await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
}

/**
 * PostgreSQL's stand-in for an FTS5 trigram table: `rowid` (the key the SQLite index used) and
 * `text`, with a pg_trgm GIN index, through which `text like '%…%'` finds any substring of three
 * characters or more as SQLite's trigram tokenizer does (shorter ones scan this one table, as
 * there). pg_trgm is a trusted extension: the database's owner may create it.
 */
export async function createPostgresSearch(db: Kysely<any>, name: string): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql.raw(`create table ${name} (rowid bigint primary key, text text collate "C" not null)`).execute(db);
  await sql.raw(`create index ${name}_text on ${name} using gin (text gin_trgm_ops)`).execute(db);
}

/** SQLite's printf('%06d', n) on PostgreSQL: at least six digits, zero-padded (lpad would cut a seventh). */
export const sixDigits = (number: string) => `(repeat('0', greatest(6 - length(${number}::text), 0)) || ${number}::text)`;
