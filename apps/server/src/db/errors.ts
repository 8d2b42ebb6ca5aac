/** PostgreSQL error codes the services turn into Chinese messages; pg and PGlite both expose `code`. */
const PgErrorCode = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A write lost a race against a UNIQUE constraint the service had already checked. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === PgErrorCode.uniqueViolation;
}

/** A delete or insert broke a foreign key, e.g. a class that gained a student meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === PgErrorCode.foreignKeyViolation;
}
