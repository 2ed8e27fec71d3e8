import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { DataFolderLock } from './data-folder-lock';
import { asBefore, readTypesAsText, type DefaultParsers } from './pglite-text-types';

/**
 * The embedded database's handle for the app: it forwards to a PGlite instance, and replaces that instance when
 * PostgreSQL inside it has died.
 *
 * A PANIC (seen when the disk under the data folder fills up and the write-ahead log cannot be written) or a FATAL
 * ends PostgreSQL's only backend. PGlite rejects the query that hit it, but the next call on that instance never
 * returns: on a full tmpfs it spun on the CPU inside WebAssembly, freezing the whole process (event loop included).
 * So the instance is dropped at once and never called again, every call fails fast with
 * a "database unavailable" error (503 with Retry-After) and a new PGlite instance is opened on the same folder in
 * the background, with back-off, until one opens and answers; calls then go to it. This is what a PostgreSQL server
 * does after a PANIC (its postmaster restarts the backends, which replay the write-ahead log from the last
 * checkpoint), so reopening in the process is as safe as that: nothing the dead instance wrote after its last
 * successful commit is trusted, and it is never called again (not even `close()`, which would wait on it forever
 * or, worse, write to the folder the new instance owns). Its WebAssembly memory goes when it is garbage-collected.
 * Drizzle and the prepared statements hold this object, not an instance, so they keep working across a reopen
 * (server-side prepared statements are prepared again: see identity/prepared-statement.ts).
 */

/** A database that lives in memory cannot be reopened: a new instance would be empty. */
export type OpenPglite = (() => Promise<PGlite>) | undefined;

export interface ReopenLogger {
  warn(obj: object, msg: string): void;
}

/** Waits between reopening attempts: quick at first, then every 5 s (storage comes back when someone frees it). */
const BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000] as const;

/** cannot_connect_now: "starting up, shutting down or in recovery", which is what this is (db/unavailable-error.ts). */
const CANNOT_CONNECT_NOW = '57P03';

export class EmbeddedDatabaseUnavailableError extends Error {
  readonly code = CANNOT_CONNECT_NOW;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EmbeddedDatabaseUnavailableError';
  }
}

/** Errors after which the PGlite instance answers nothing any more. */
function endsTheBackend(error: unknown): boolean {
  const { severity } = (error ?? {}) as { severity?: unknown };
  return severity === 'PANIC' || severity === 'FATAL';
}

/**
 * One PGlite instance, and the calls in flight on it: each ends when the instance dies, not never. The calls are
 * held in a set, each removed as it settles. (A never-settling "died" promise raced against each call kept every
 * call's reaction, and through it the call's result, for the life of the instance: the server's heap grew with
 * every query, some 40 MB of rows after the probe's 30 s mix; bench/README.md "Memory".)
 */
interface Live {
  pglite: PGlite;
  /** Its parsers for the types it now reads as text (db/pglite-text-types.ts). */
  before: DefaultParsers;
  /** Rejects every call in flight with `reason`. */
  kill(reason: Error): void;
  /** `promise`, or its rejection with the kill's reason if the instance dies first. */
  race<U>(promise: Promise<U>): Promise<U>;
}

function live(pglite: PGlite): Live {
  const inFlight = new Set<(reason: Error) => void>();
  let killed: Error | undefined;
  return {
    pglite,
    before: readTypesAsText(pglite),
    kill(reason) {
      killed ??= reason;
      for (const reject of inFlight) reject(reason);
      inFlight.clear();
    },
    race<U>(promise: Promise<U>) {
      if (killed) {
        promise.catch(() => undefined); // a dead instance's call: nobody waits on it
        return Promise.reject(killed);
      }
      return new Promise<U>((resolve, reject) => {
        inFlight.add(reject);
        promise.then(
          (value) => {
            inFlight.delete(reject);
            resolve(value);
          },
          (err: unknown) => {
            inFlight.delete(reject);
            reject(err);
          },
        );
      });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export class ReopeningPglite {
  #current: Live | undefined;
  #closed = false;
  /** Why the current instance is missing; the cause of the errors answered meanwhile. */
  #failure: unknown;

  constructor(
    first: PGlite,
    private readonly open: OpenPglite,
    private readonly logger: ReopenLogger,
    /** The folder's lock (a folder database), released when the handle closes. */
    readonly lock?: DataFolderLock,
  ) {
    this.#current = live(first);
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#run((pglite, _guard, before) => asBefore(before, options, (o) => pglite.query<T>(query, params, o)));
  }

  exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#run((pglite, _guard, before) => asBefore(before, options, (o) => pglite.exec(query, o)));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run((pglite, guard, before) =>
      // A PANIC inside the transaction would otherwise leave PGlite waiting on its ROLLBACK forever.
      pglite.transaction((tx) => callback(guardedTransaction(tx, guard, before))),
    );
  }

  /**
   * Runs `work` while the engine runs nothing else: no query, and no statement of an open transaction (PGlite's
   * runExclusive). The folder's files then hold exactly what a crash at that instant would leave, which PostgreSQL
   * recovers from (committed work kept, open transactions rolled back): a consistent copy can be taken.
   */
  runExclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#run((pglite) => pglite.runExclusive(work));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const current = this.#current;
    this.#current = undefined;
    current?.kill(new EmbeddedDatabaseUnavailableError('PGlite is closed'));
    try {
      await current?.pglite.close();
    } finally {
      await this.lock?.release();
    }
  }

  #unavailable(): Error {
    if (this.#closed) return new Error('PGlite is closed');
    return new EmbeddedDatabaseUnavailableError('the embedded database is being reopened after a failure', {
      cause: this.#failure,
    });
  }

  async #run<T>(
    work: (pglite: PGlite, guard: <U>(p: Promise<U>) => Promise<U>, before: DefaultParsers) => Promise<T>,
  ): Promise<T> {
    const current = this.#current;
    if (!current) throw this.#unavailable();
    const guard = async <U>(promise: Promise<U>): Promise<U> => {
      try {
        return await current.race(promise);
      } catch (err) {
        if (endsTheBackend(err)) this.#died(current, err);
        throw err;
      }
    };
    return guard(work(current.pglite, guard, current.before));
  }

  #died(instance: Live, error: unknown): void {
    if (this.#current !== instance) return; // already replaced, or closed
    this.#current = undefined;
    this.#failure = error;
    instance.kill(this.#unavailable());
    const { open } = this;
    const severity = String((error as { severity?: unknown }).severity);
    this.logger.warn(
      { err: error },
      open
        ? `database: the embedded engine stopped (${severity}); answering 503 while it is reopened`
        : `database: the embedded engine stopped (${severity}); an in-memory database cannot be reopened`,
    );
    if (open) void this.#reopen(open);
  }

  async #reopen(open: () => Promise<PGlite>): Promise<void> {
    for (let attempt = 0; !this.#closed; attempt += 1) {
      await sleep(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!);
      if (this.#closed) return;
      let pglite: PGlite | undefined;
      try {
        pglite = await open();
        // Opening replays the write-ahead log; a write proves the storage takes writes again.
        await pglite.query('select txid_current()');
      } catch (err) {
        this.#failure = err;
        this.logger.warn({ err, attempt: attempt + 1 }, 'database: reopening the embedded engine failed; will retry');
        // Only an instance that failed without dying may be closed; a dead one is dropped like the first.
        if (pglite && !endsTheBackend(err)) await pglite.close().catch(() => undefined);
        continue;
      }
      if (this.#closed) {
        await pglite.close();
        return;
      }
      this.#current = live(pglite);
      this.#failure = undefined;
      this.logger.warn({ attempt: attempt + 1 }, 'database: the embedded engine was reopened; serving again');
      return;
    }
  }
}

/**
 * The transaction's own calls, ended when the instance dies (and reporting a PANIC that happens in them), with the
 * values their callers had before the instance read the text types as text.
 */
function guardedTransaction(
  tx: Transaction,
  guard: <U>(p: Promise<U>) => Promise<U>,
  before: DefaultParsers,
): Transaction {
  const query: Transaction['query'] = (text, params, options) =>
    guard(asBefore(before, options, (o) => tx.query(text, params, o)));
  const exec: Transaction['exec'] = (text, options) => guard(asBefore(before, options, (o) => tx.exec(text, o)));
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === 'query') return query;
      if (prop === 'exec') return exec;
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === 'sql' && typeof value === 'function') {
        return (...args: unknown[]) =>
          guard(
            asBefore(before, undefined, () =>
              (value as (...a: unknown[]) => Promise<Results<unknown>>).apply(target, args),
            ),
          );
      }
      return value;
    },
  });
}
