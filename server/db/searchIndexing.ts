import type SQLite from 'better-sqlite3';
import type { BeforeCommit } from './groupCommit';

/**
 * SQLite's search indexes written once per commit group (migration 0038): the insert triggers
 * of `bills` and `activity` only note a new row's key in `search_pending`, and this indexes the
 * noted rows of each index from its view (`<index>_text`, the text the old trigger computed),
 * inside the transaction, just before it commits. A group's bills then make one FTS5 segment
 * instead of one per bill (docs/performance.md).
 *
 * The group-commit driver runs it before every COMMIT and after any write made outside a
 * transaction; connectDatabase runs it at open too, for rows noted before a crash or by another
 * connection. So nothing committed stays unindexed while this server reads it.
 */
export function searchIndexing(sqlite: SQLite.Database): BeforeCommit {
  const schemaVersion = sqlite.prepare('pragma schema_version').pluck();
  const pendingTable = sqlite.prepare("select 1 from sqlite_schema where type = 'table' and name = 'search_pending'").pluck();
  let knownVersion = -1;
  // Null while the table does not exist (before migration 0038, or after its down()).
  let anyPending: SQLite.Statement | null = null;
  let pendingIndexes: SQLite.Statement | null = null;
  const byIndex = new Map<string, IndexStatements>();

  // Statements are prepared once per schema: a migration may create or drop what they read.
  const prepared = () => {
    const version = schemaVersion.get() as number;
    if (version === knownVersion) return;
    knownVersion = version;
    byIndex.clear();
    const exists = pendingTable.get() === 1;
    anyPending = exists ? sqlite.prepare('select exists (select 1 from search_pending)').pluck() : null;
    pendingIndexes = exists ? sqlite.prepare('select distinct index_name from search_pending').pluck() : null;
  };

  const statementsOf = (index: string): IndexStatements => {
    let statements = byIndex.get(index);
    if (!statements) {
      // The names come from the triggers' own text; anything else is refused, never spliced in.
      if (!/^[a-z_]+$/.test(index)) throw new Error(`Unknown search index in search_pending: ${index}`);
      const noted = '(select row from search_pending where index_name = ?)';
      statements = {
        unindex: sqlite.prepare(`delete from "${index}" where rowid in ${noted}`),
        index: sqlite.prepare(`insert into "${index}" (rowid, text) select rowid, text from "${index}_text" where rowid in ${noted} order by rowid`),
        forget: sqlite.prepare('delete from search_pending where index_name = ?'),
      };
      byIndex.set(index, statements);
    }
    return statements;
  };

  return {
    pending() {
      prepared();
      return anyPending !== null && anyPending.get() === 1;
    },
    run() {
      prepared();
      if (!pendingIndexes) return;
      for (const index of pendingIndexes.all() as string[]) {
        const statements = statementsOf(index);
        // A row indexed meanwhile (an update trigger rewrote it) is replaced, so it is there once.
        statements.unindex.run(index);
        statements.index.run(index);
        statements.forget.run(index);
      }
    },
  };
}

interface IndexStatements {
  unindex: SQLite.Statement;
  index: SQLite.Statement;
  forget: SQLite.Statement;
}
