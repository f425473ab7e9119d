/**
 * PostgreSQL's error classes by SQLSTATE (the `code` of pg's DatabaseError). Read by shape,
 * not by `instanceof`, so the SQLite server never loads the `pg` driver to ask.
 * https://www.postgresql.org/docs/15/errcodes-appendix.html
 */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

export function isPostgresUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

export function isPostgresForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === FOREIGN_KEY_VIOLATION;
}
