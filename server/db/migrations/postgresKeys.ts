import { sql, type Kysely } from 'kysely';

// Frozen with the migrations that use it (0029–0033): what it makes is part of their schema on
// PostgreSQL. A change is a new helper for a new migration, not an edit here.

/**
 * What a key given in the insert does: `kept` (0029, 0030, 0032: the row keeps it, as a restored
 * row keeps its own) or `replaced` (0031, 0033: SQLite's insert trigger numbers every new row,
 * whatever it came with).
 */
export type GivenKey = 'kept' | 'replaced';

/**
 * PostgreSQL's numbering of a search key (`column` of `table`), which SQLite does in an after-
 * insert trigger as `max(column) + 1`. Here two connections can insert at once and read the same
 * max, so the number comes from a sequence, taken in a BEFORE INSERT trigger (the row is written
 * with its key, and the after-insert triggers index it under that key). The sequence starts past
 * the rows already numbered. A kept given key moves the sequence past it, so a later row never
 * takes a key already used; the move is made under a transaction-scoped advisory lock, so two
 * writers giving keys at once cannot move it back.
 *
 * Keys are unique, increasing, and never reused, but, unlike SQLite's max + 1, not gap-free: a
 * rolled-back insert, or the highest row deleted, leaves its number unused. Nothing reads them
 * as a count; they only key the search index.
 *
 * `name` names the sequence, the trigger and its function; the sequence is owned by the column,
 * so dropping the column drops it.
 */
export async function postgresKeySequence(db: Kysely<any>, name: string, table: string, column: string, given: GivenKey): Promise<void> {
  await sql.raw(`create sequence ${name} as bigint owned by ${table}."${column}"`).execute(db);
  await sql.raw(`select setval('${name}', m.top) from (select max("${column}") as top from ${table}) as m where m.top >= 1`).execute(db);
  const body =
    given === 'replaced'
      ? `new."${column}" := nextval('${name}');`
      : `if new."${column}" is null then
    new."${column}" := nextval('${name}');
  else
    perform pg_advisory_xact_lock(hashtext('${name}'));
    perform setval('${name}', greatest(new."${column}", (select last_value from ${name})));
  end if;`;
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$
begin
  ${body}
  return new;
end $$`).execute(db);
  await sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`).execute(db);
}

/** Drops what postgresKeySequence made but the column (dropping the column drops the sequence). */
export async function dropPostgresKeySequence(db: Kysely<any>, name: string): Promise<void> {
  await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
  await sql.raw(`drop sequence if exists ${name}`).execute(db);
}
