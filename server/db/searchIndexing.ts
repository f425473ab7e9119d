import type SQLite from 'better-sqlite3';
import type { DialectAdapter, Kysely } from 'kysely';
import type { CommitListener } from './groupCommit';

/**
 * SQLite's search indexes (`bills_search`, `activity_search`: FTS5 trigram tables, migration
 * 0038) are written after the writes they index, not inside them. The insert triggers of `bills`
 * and `activity` only note a new row's key in `search_pending`; the noted rows are indexed from
 * each index's view (`<index>_text`):
 *
 * - when the database has been quiet (no commit) for QUIET_MS, CHUNK rows of each index at a time;
 * - before any search reads an index (`searchIsCurrent`, called by the paged lists), all of that
 *   index's, so a search finds every row committed before it;
 * - at open, all of them (rows noted before a stop, or by another connection);
 * - and, if writes have kept coming for LONGEST_WAIT_MS with no quiet moment, a chunk after every
 *   commit until none is left, so the backlog cannot grow without end.
 *
 * Why: indexing was a quarter of a paid bill's work on the server (the activity entry's text
 * above all), done inside every commit group, so every answer waited for it; a paid bill at 20
 * clients answered at p99 26–31 ms with it and 16 ms without (docs/performance.md). A shop is
 * quiet almost all the time, so in practice rows are indexed a few tens of milliseconds after
 * their bill, and a search never sees the difference.
 *
 * PostgreSQL has none of this: its search tables are kept by row triggers (0038 leaves them).
 */

/** How long the database must go without a commit before the backlog is indexed. */
const QUIET_MS = 50;
/** Rows of each index indexed in one quiet-time pass: a request that arrives meanwhile waits for at most that many (a few milliseconds). */
const CHUNK = 200;
/** A backlog this old is worked off even while writes keep coming. */
const LONGEST_WAIT_MS = 60_000;

const ALL = -1;

export interface SearchBacklogTiming {
  quietMs: number;
  chunk: number;
  longestWaitMs: number;
}

/** Each database's backlog, by its Kysely adapter (which its transactions share), for `searchIsCurrent`. */
const backlogs = new WeakMap<DialectAdapter, SearchBacklog>();

/**
 * Indexes every row of `index` (of every index, without one) noted so far, so a search that
 * reads it next finds them all. Nothing for an index kept by its triggers, nor on PostgreSQL.
 * Not inside a transaction: the indexing waits for the connection, which the transaction holds.
 */
export async function searchIsCurrent(db: Kysely<any>, index?: string): Promise<void> {
  if (db.isTransaction) throw new Error('searchIsCurrent runs outside a transaction');
  await backlogs.get(db.getExecutor().adapter)?.catchUp(index);
}

/** The rows noted but not yet indexed, and when they are indexed (see above). */
export class SearchBacklog implements CommitListener {
  readonly #sqlite: SQLite.Database;
  readonly #timing: SearchBacklogTiming;
  readonly #statements: NotedRowStatements;
  readonly #quiet: NodeJS.Timeout;
  #db: Kysely<any> | null = null;
  /** False only once a pass found nothing noted and nothing has committed since. */
  #maybeNoted = true;
  /** Since when rows have waited without the backlog being found empty. */
  #notedSince: number | null = Date.now();
  #pass: Promise<void> | null = null;
  #closed = false;
  /**
   * The changes (SQLite's `total_changes()`) the indexing made on this connection: the list
   * cache leaves them out of its version (listCache.ts), so indexing a list's rows later does not
   * make its cached answers and ETags look changed.
   */
  indexChanges = 0;

  constructor(sqlite: SQLite.Database, timing: SearchBacklogTiming = { quietMs: QUIET_MS, chunk: CHUNK, longestWaitMs: LONGEST_WAIT_MS }) {
    this.#sqlite = sqlite;
    this.#timing = timing;
    this.#statements = notedRowStatements(sqlite);
    this.#quiet = setTimeout(() => this.#passInBackground(), timing.quietMs).unref();
    sqlite.function('search_index_changes', () => this.indexChanges);
    // At open, before anything reads: rows noted before a stop, or by another connection.
    sqlite.transaction(() => this.#indexNoted(ALL))();
  }

  /** The database the backlog's passes run on (its logical transactions queue with the others). */
  attach(db: Kysely<any>): void {
    this.#db = db;
    backlogs.set(db.getExecutor().adapter, this);
  }

  afterCommit(): void {
    if (this.#closed) return;
    this.#maybeNoted = true;
    this.#notedSince ??= Date.now();
    if (Date.now() - this.#notedSince >= this.#timing.longestWaitMs) setImmediate(() => this.#passInBackground());
    else this.#quiet.refresh();
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#quiet);
  }

  /**
   * Indexes everything noted for `index`, or for every index (after the pass under way, if any).
   * It always looks, whatever the bookkeeping says: a search must not depend on having been told
   * of every commit.
   */
  async catchUp(index?: string): Promise<void> {
    while (this.#pass) await this.#pass.catch(() => {});
    if (this.#closed || !this.#db) return;
    this.#pass = this.#indexPass(this.#db, ALL, index).finally(() => {
      this.#pass = null;
    });
    await this.#pass;
  }

  #passInBackground(): void {
    // A pass that fails (a disk error) leaves its rows noted for the next one or the next search,
    // and the writes around it report the error; nobody waits on this one.
    this.#startPass(this.#timing.chunk).catch(() => {});
  }

  /** One pass of at most `limit` rows per index (ALL: no limit); the pass under way if there is one. */
  #startPass(limit: number): Promise<void> {
    if (this.#pass) return this.#pass;
    if (!this.#maybeNoted || this.#closed || !this.#db) return Promise.resolve();
    this.#maybeNoted = false;
    this.#pass = this.#indexPass(this.#db, limit).finally(() => {
      this.#pass = null;
    });
    return this.#pass;
  }

  /** At most `limit` rows of each index, or of `index` only. */
  async #indexPass(db: Kysely<any>, limit: number, index?: string): Promise<void> {
    try {
      // A look first, holding the connection, so a pass with nothing to do opens no transaction
      // (whose commit would call for another pass).
      if (!(await db.connection().execute(async () => this.#anyNoted(index)))) {
        if (!this.#maybeNoted && index === undefined) this.#notedSince = null;
        return;
      }
      // A logical transaction like any write: it holds the connection while it works, so the raw
      // statements below run inside it, and it commits with its group.
      const left = await db.transaction().execute(async () => this.#indexNoted(limit, index));
      if (left) this.#maybeNoted = true;
      else this.#notedSince = null;
    } catch (error) {
      this.#maybeNoted = true;
      throw error;
    }
  }

  /** Whether any row (of `index`) waits to be indexed (none while there is no `search_pending`: before migration 0038). */
  #anyNoted(index?: string): boolean {
    const { anyPending, anyPendingOf } = this.#statements.current();
    if (!anyPending || !anyPendingOf) return false;
    return (index === undefined ? anyPending.get() : anyPendingOf.get(index)) === 1;
  }

  /** Indexes up to `limit` noted rows of each index (or of `index`), inside the open transaction; whether any rows are left. */
  #indexNoted(limit: number, index?: string): boolean {
    const { pendingIndexes, anyPending, totalChanges } = this.#statements.current();
    if (!pendingIndexes || !anyPending) return false;
    const before = totalChanges.get() as number;
    // FTS5 keeps new terms in memory and writes them to its tables when a savepoint around the
    // one they were added in is released: two levels here, so that happens before `after`.
    this.#sqlite.exec('savepoint search_backlog; savepoint search_backlog_rows');
    for (const name of index === undefined ? (pendingIndexes.all() as string[]) : [index]) {
      const statements = this.#statements.of(name);
      // A row indexed meanwhile (an update trigger rewrote it) is replaced, so it is there once.
      const noted = { index: name, limit };
      statements.unindex.run(noted);
      statements.index.run(noted);
      statements.forget.run(noted);
    }
    this.#sqlite.exec('release search_backlog_rows; release search_backlog');
    this.indexChanges += (totalChanges.get() as number) - before;
    return anyPending.get() === 1;
  }
}

interface IndexStatements {
  unindex: SQLite.Statement;
  index: SQLite.Statement;
  forget: SQLite.Statement;
}

interface NotedRowStatements {
  /** Null while `search_pending` does not exist (before migration 0038, or after its down()). */
  current(): {
    anyPending: SQLite.Statement | null;
    anyPendingOf: SQLite.Statement | null;
    pendingIndexes: SQLite.Statement | null;
    totalChanges: SQLite.Statement;
  };
  of(index: string): IndexStatements;
}

/** The statements of the indexing, prepared once per schema: a migration may create or drop what they read. */
function notedRowStatements(sqlite: SQLite.Database): NotedRowStatements {
  const schemaVersion = sqlite.prepare('pragma schema_version').pluck();
  const pendingTable = sqlite.prepare("select 1 from sqlite_schema where type = 'table' and name = 'search_pending'").pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  let knownVersion = -1;
  let anyPending: SQLite.Statement | null = null;
  let anyPendingOf: SQLite.Statement | null = null;
  let pendingIndexes: SQLite.Statement | null = null;
  const byIndex = new Map<string, IndexStatements>();

  const current = () => {
    const version = schemaVersion.get() as number;
    if (version !== knownVersion) {
      knownVersion = version;
      byIndex.clear();
      const exists = pendingTable.get() === 1;
      anyPending = exists ? sqlite.prepare('select exists (select 1 from search_pending)').pluck() : null;
      anyPendingOf = exists ? sqlite.prepare('select exists (select 1 from search_pending where index_name = ?)').pluck() : null;
      pendingIndexes = exists ? sqlite.prepare('select distinct index_name from search_pending').pluck() : null;
    }
    return { anyPending, anyPendingOf, pendingIndexes, totalChanges };
  };

  const of = (index: string): IndexStatements => {
    let statements = byIndex.get(index);
    if (!statements) {
      // The names come from the triggers' own text; anything else is refused, never spliced in.
      if (!/^[a-z][a-z0-9_]*$/.test(index)) throw new Error(`Unknown search index in search_pending: ${index}`);
      // The oldest `limit` notes of the index (-1: all), the same rows in all three statements.
      const noted = '(select row from search_pending where index_name = @index order by row limit @limit)';
      statements = {
        unindex: sqlite.prepare(`delete from "${index}" where rowid in ${noted}`),
        index: sqlite.prepare(`insert into "${index}" (rowid, text) select rowid, text from "${index}_text" where rowid in ${noted} order by rowid`),
        forget: sqlite.prepare(`delete from search_pending where index_name = @index and row in ${noted}`),
      };
      byIndex.set(index, statements);
    }
    return statements;
  };

  return { current, of };
}
