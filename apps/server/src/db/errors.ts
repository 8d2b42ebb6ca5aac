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

/**
 * The database cannot be reached right now (restarting, refusing connections, the pool timed out waiting): the
 * request may succeed a moment later, so it is answered 503 with a clear message instead of a bare 500.
 * Codes: class 08 (connection exception), 57P01–57P03 (shut down, crash shutdown, starting up), 53300 (too many
 * connections), and Node's socket errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code === 'string' && (/^08/.test(code) || ['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))) return true;
  const message = error instanceof Error ? error.message : '';
  // pg's own wording when a connection dies under a query or the pool waits too long for one.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
}
