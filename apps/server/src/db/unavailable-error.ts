/**
 * Tells "the database cannot serve right now" apart from everything else. A restart, a failover, a dropped
 * connection, a database closed to connections, a full connection table or a full disk are not bugs: the request
 * may simply be tried again in a few seconds, so the API and the identity server answer 503 with Retry-After
 * instead of 500, and none of them may end the process (the pool opens fresh connections on the next query once
 * the database is back). A truly unknown error stays unknown: it is not recognised here.
 */

/** What clients are told to wait: a PostgreSQL restart or a failover takes seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs meaning the server or the storage is unavailable, whichever engine (PostgreSQL or PGlite) raised them.
 * Class 08 (connection exception) is matched as a whole below.
 */
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown: another backend crashed and the server is resetting
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '57P05', // idle_session_timeout: the server closed the session (the pool reconnects)
  '53000', // insufficient_resources (e.g. out of file descriptors)
  '53100', // disk_full: the storage cannot take writes (PGlite too, on a full data folder)
  '53300', // too_many_connections
  '58030', // io_error: the storage fails reads or writes
  '3D000', // invalid_catalog_name: the database is gone (dropped, being restored)
]);

/** object_not_in_prerequisite_state is used for many things; only this one means "no connections". */
const NOT_ACCEPTING_CONNECTIONS = { code: '55000', message: /is not currently accepting connections/ };

/**
 * Socket and file-system errors (node-postgres' socket, PGlite's data folder). They do not say whose socket it
 * was: the file store's S3 or the mail server failing the same way also ends as a 503, which is as true for them.
 */
const UNAVAILABLE_ERRNOS: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
]);

/** Errors node-postgres, its pool and PGlite raise without a code. */
const UNAVAILABLE_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout", or the pool closing it
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Query read timeout$/, // the client's query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    if (code === NOT_ACCEPTING_CONNECTIONS.code && typeof message === 'string') {
      return NOT_ACCEPTING_CONNECTIONS.message.test(message);
    }
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether `error`, or an error it wraps (drizzle's DrizzleQueryError keeps the driver's error as `cause`; a
 * failed connection to a name with several addresses is an AggregateError), means the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
