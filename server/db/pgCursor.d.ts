// pg-cursor ships no types; Kysely's PostgresDialect says what it needs of the class.
declare module 'pg-cursor' {
  import type { PostgresCursorConstructor } from 'kysely';
  const Cursor: PostgresCursorConstructor;
  export default Cursor;
}
