import {
  ColumnDefinitionNode,
  CreateTableNode,
  DataTypeNode,
  OperationNodeTransformer,
  PostgresAdapter,
  RawNode,
  type Kysely,
  type KyselyPlugin,
} from 'kysely';

// Frozen with the migrations: what this file does is part of what every migration means on
// PostgreSQL, so a change here would change the schema a fresh database gets. A new mapping
// is a new migration, not an edit here.

/** The engine a migration runs on, for the few statements that differ (see docs/postgresql.md). */
export function engineOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The schema builder's types, as the migrations write them for SQLite, made to mean the same
 * on PostgreSQL, and SQLite's implicit `rowid` made explicit:
 * - `integer` → `bigint`: SQLite's integers are 64-bit, PostgreSQL's `integer` is 32-bit, and
 *   money is whole cents (a provider's running totals pass 2^31 cents, LKR 21 million, in a
 *   few busy years);
 * - `real` → `double precision`: SQLite's REAL is 8 bytes, PostgreSQL's `real` 4 (a unit cost
 *   of 4 decimals would lose digits);
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
