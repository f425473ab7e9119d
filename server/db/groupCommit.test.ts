import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated, type SqliteDatabase } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './groupCommit';

interface Db {
  note: { id: Generated<number>; text: string };
}

const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  /** Another connection to the same file: it sees only what is committed. */
  let outside: SQLite.Database;
  let db: Kysely<Db>;
  let commits: number;
  /** What the driver's listener saw: the notes committed at each commit it was told of, and whether it was told of the close. */
  let toldAt: number[];
  let toldClosed: boolean;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-group-commit-'));
    const file = path.join(dir, 'shop.db');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('create table note (id integer primary key, text text not null check (text <> \'\'))');
    outside = new SQLite(file, { readonly: true });
    commits = 0;
    toldAt = [];
    toldClosed = false;
    const counting: SqliteDatabase = {
      prepare(sql) {
        if (sql === 'commit') commits++;
        return sqlite.prepare(sql) as never;
      },
      close: () => sqlite.close(),
    };
    db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(counting, sqlite, { afterCommit: () => toldAt.push(committedNotes()), close: () => (toldClosed = true) }) });
  });

  afterEach(async () => {
    await db.destroy();
    outside.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const committedNotes = () => (outside.prepare('select count(*) as n from note').get() as { n: number }).n;

  /** A write transaction that, like a route, awaits between its queries. */
  const addNote = (text: string) =>
    db.transaction().execute(async (trx) => {
      await yieldToOthers();
      await trx.insertInto('note').values({ text }).execute();
      await yieldToOthers();
      return text;
    });

  it('lets writes that queue up behind each other share one commit, and answers none before it is committed', async () => {
    const seenAtAnswer: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addNote(`note ${i}`).then(() => {
          seenAtAnswer.push(committedNotes());
        }),
      ),
    );

    expect(committedNotes()).toBe(20);
    expect(commits).toBeGreaterThan(0);
    expect(commits).toBeLessThan(20);
    // When its caller hears back, each write is already visible to another connection.
    expect(seenAtAnswer.every((committed, i) => committed >= i + 1)).toBe(true);
  });

  it('commits a lone write at once', async () => {
    await addNote('alone');

    expect(commits).toBe(1);
    expect(committedNotes()).toBe(1);
  });

  it('rolls back a refused write alone, keeping the others of its group', async () => {
    const results = await Promise.allSettled([addNote('first'), addNote(''), addNote('third')]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outside.prepare('select text from note order by id').all()).toEqual([{ text: 'first' }, { text: 'third' }]);
  });

  it('commits a group before a plain read runs, so reads never see uncommitted rows', async () => {
    const readsMatchedDisk: boolean[] = [];
    const read = async () => {
      const rows = await db.selectFrom('note').select('id').execute();
      readsMatchedDisk.push(rows.length === committedNotes());
    };

    await Promise.all([addNote('a'), read(), addNote('b'), addNote('c'), read(), addNote('d'), read()]);

    expect(readsMatchedDisk).toEqual([true, true, true]);
    expect(committedNotes()).toBe(4);
  });

  it('fails every write of a group whose commit fails, so none is acknowledged', async () => {
    // A deferred foreign key makes the real COMMIT (not the write itself) fail.
    sqlite.exec('create table parent (id integer primary key)');
    sqlite.exec('create table child (id integer primary key, parentId integer references parent(id) deferrable initially deferred)');
    sqlite.pragma('foreign_keys = ON');
    const loose = db.withTables<{ child: { id: Generated<number>; parentId: number } }>();

    const results = await Promise.allSettled([
      addNote('before'),
      loose.transaction().execute(async (trx) => {
        await yieldToOthers();
        await trx.insertInto('child').values({ parentId: 99 }).execute();
      }),
      addNote('after'),
    ]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(committedNotes()).toBe(0);
    // The connection is usable afterwards.
    await addNote('later');
    expect(committedNotes()).toBe(1);
  });

  describe('its listener', () => {
    it('is told once per group, after the group is committed', async () => {
      await Promise.all(Array.from({ length: 20 }, (_, i) => addNote(`note ${i}`)));

      expect(toldAt).toHaveLength(commits);
      expect(commits).toBeLessThan(20);
      expect(toldAt.at(-1)).toBe(20);
    });

    it('is not told of a group whose commit failed', async () => {
      // A deferred foreign key makes the real COMMIT (not the write itself) fail.
      sqlite.exec('create table parent (id integer primary key)');
      sqlite.exec('create table child (id integer primary key, parentId integer references parent(id) deferrable initially deferred)');
      sqlite.pragma('foreign_keys = ON');
      const loose = db.withTables<{ child: { id: Generated<number>; parentId: number } }>();

      await expect(loose.transaction().execute((trx) => trx.insertInto('child').values({ parentId: 99 }).execute())).rejects.toThrow();

      expect(toldAt).toEqual([]);
    });

    it('is told of a write outside any transaction, which committed on its own, and not of a plain read', async () => {
      await db.insertInto('note').values({ text: 'plain' }).execute();
      await db.selectFrom('note').selectAll().execute();

      expect(toldAt).toEqual([1]);
    });

    it('is not told of a group whose every write rolled back: it committed nothing', async () => {
      const refused = db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ text: 'refused' }).execute();
        throw new Error('refused');
      });
      await expect(refused).rejects.toThrow('refused');
      await addNote('kept');

      expect(toldAt).toEqual([1]);
    });

    it('is told when a transaction opened by a statement (BEGIN … COMMIT) commits, as SQLite counts both as reads', async () => {
      await sql`begin`.execute(db);
      await db.insertInto('note').values({ text: 'inside' }).execute();
      expect(toldAt).toEqual([]);
      await sql`commit`.execute(db);

      expect(toldAt).toEqual([1]);
    });

    it('is told when the database closes', async () => {
      await addNote('a');
      expect(toldClosed).toBe(false);
      await db.destroy();
      expect(toldClosed).toBe(true);
      // afterEach destroys it again: Kysely ignores a second destroy.
    });
  });
});
