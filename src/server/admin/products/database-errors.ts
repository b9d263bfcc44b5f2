/**
 * PostgreSQL's refusals that an admin write turns into field errors instead of a 500: the
 * database is the last word when two admins race (pg, Neon and PGlite all carry the SQLSTATE in
 * `code` and the constraint's name in `constraint`).
 */
interface PostgresError {
  code?: unknown;
  constraint?: unknown;
}

function violation(error: unknown, sqlState: string, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as PostgresError;
  return code === sqlState && (constraint === undefined || name === undefined || name === constraint);
}

/** 23505: a unique index refused the row (optionally: this index). */
export const isUniqueViolation = (error: unknown, constraint?: string) => violation(error, '23505', constraint);

/** 23503: a referenced row is gone (optionally: this foreign key). */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => violation(error, '23503', constraint);
