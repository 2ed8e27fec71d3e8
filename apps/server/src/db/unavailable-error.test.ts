import { createServer } from 'node:net';
import { messages } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable-error';

/** A server error as node-postgres reports it (its DatabaseError, as parsed from the wire). */
function pgError(code: string, message: string, severity = 'FATAL'): Error {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity });
}

/** The same from the embedded engine, which has its own DatabaseError class. */
function pgliteError(code: string, message: string, severity = 'ERROR'): Error {
  return Object.assign(new messages.DatabaseError(message, message.length, 'error'), { code, severity });
}

/** What drizzle throws: its own error, the driver's as `cause`. */
const throughDrizzle = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

async function closedPortError(): Promise<unknown> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', connectionTimeoutMillis: 2_000 });
  return client.connect().then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a connection killed by pg_terminate_backend or a fast shutdown',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    [
      'a crash restart of the server',
      pgError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['a server starting up or shutting down', pgError('57P03', 'the database system is starting up')],
    ['a database closed to connections', pgError('55000', 'database "harta" is not currently accepting connections')],
    ['a dropped database', pgError('3D000', 'database "harta" does not exist')],
    ['a full connection table', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a connection attempt that timed out', new Error('Connection terminated due to connection timeout')],
    ['a pool that could not hand out a connection in time', new Error('timeout exceeded when trying to connect')],
    ['a query that got no answer in time', new Error('Query read timeout')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a socket reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104 })],
    [
      'any of those wrapped by drizzle',
      throughDrizzle(pgError('57P01', 'terminating connection due to administrator command')),
    ],
    [
      'an AggregateError of refused addresses',
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ],
  ])('recognises %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a refused connection as node-postgres reports it', async () => {
    const error = await closedPortError();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  describe('PGlite storage', () => {
    it.each([
      // Seen on a full data folder: the engine cannot write its WAL.
      [
        'a full disk',
        pgliteError('53100', 'could not write to file "pg_wal/xlogtemp.42": No space left on device', 'PANIC'),
      ],
      ['an I/O error', pgliteError('58030', 'could not read block 0 in file "base/5/16384": Input/output error')],
      [
        'a file-system error from the data folder',
        Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }),
      ],
      [
        'any of those wrapped by drizzle',
        throughDrizzle(pgliteError('53100', 'could not extend file: No space left on device')),
      ],
    ])('recognises %s', (_case, error) => {
      expect(isDatabaseUnavailable(error)).toBe(true);
    });

    it('recognises a closed embedded database', () => {
      // PGlite's own words once close() has run (the integration test closes a real one under the server).
      expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
      expect(isDatabaseUnavailable(throughDrizzle(new Error('PGlite is closing')))).toBe(true);
    });

    it('leaves an ordinary query error alone', () => {
      expect(isDatabaseUnavailable(pgliteError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    });
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint "x"', 'ERROR')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"', 'ERROR')],
    [
      'another "prerequisite state" error',
      pgError('55000', 'currval of sequence "s" is not yet defined in this session', 'ERROR'),
    ],
    ['a statement cancelled by its timeout', pgError('57014', 'canceling statement due to statement timeout', 'ERROR')],
    ['a NUL in a parameter', new TypeError('a statement parameter may not contain NUL')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a drizzle error around a bug', throughDrizzle(pgError('42703', 'column "x" does not exist', 'ERROR'))],
  ])('does not take %s for an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('reads anything thrown without failing, including cycles', () => {
    for (const thrown of [null, undefined, 'Connection terminated unexpectedly', 42, {}, { code: 57 }]) {
      expect(isDatabaseUnavailable(thrown)).toBe(false);
    }
    const cyclic: Error & { cause?: unknown } = new Error('outer');
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
