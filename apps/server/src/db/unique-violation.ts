/** PostgreSQL's SQLSTATE for a unique-constraint (or unique-index) violation. */
const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * True when `error` is a unique violation of the named constraint or unique index. Drizzle wraps the driver's
 * error (node-postgres or PGlite, both carry `code` and `constraint`) in its own, so the cause chain is walked.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as DatabaseErrorLike;
    if (e.code === UNIQUE_VIOLATION) return e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
