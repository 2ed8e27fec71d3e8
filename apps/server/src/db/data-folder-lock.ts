import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per data folder (docs/operations.md, "One process per data folder"). Two PGlite engines writing one
 * folder corrupt it (each believes it is PostgreSQL's only backend), so whatever opens the embedded database's
 * folder first takes an exclusive lock on it, held for the life of the process and released by the kernel when the
 * process dies, however it dies: a kill -9 leaves nothing stale behind.
 *
 * The lock is a listening socket whose name is derived from the folder's real path:
 * - Linux: an abstract Unix socket (`\0harta:<real path>`): it has no file, so nothing can be left over, and only one
 *   process can listen on a name; the kernel frees the name when the last descriptor closes, that is when the
 *   process ends.
 * - Windows: a named pipe (`\\?\pipe\harta-<hash of the real path>`), which Windows frees the same way.
 * - Other systems (macOS, the BSDs): they have no abstract sockets, so a socket file in the folder; after a kill -9
 *   the file stays, but nobody answers on it, so a start that finds it unanswered removes it and listens again.
 *   Two processes starting in the same instant over a stale file could both do that; a pid file has the same
 *   weakness and no lock-file scheme without flock avoids it, which Node does not offer without a native addon.
 *
 * The socket also answers, so that a second process can say who holds the folder (`who`: the holder's pid), and
 * the holder can do work for a command that needs the folder while the server runs (the backup command asks the
 * running server to write the backup from its own engine). Requests other than `who` must carry the token the
 * holder writes into the folder (mode 0600): an abstract socket has no file permissions, so the token is what
 * restricts them to whoever may read the folder.
 */

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
  ) {
    super(
      `the data folder ${folder} is in use by another process (${pid === undefined ? 'its pid did not answer' : `pid ${pid}`}): ` +
        'only one Harta process may open it at a time (docs/operations.md, "One process per data folder")',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Work the holder does for another process (e.g. writing a backup); answers JSON. */
export type LockRequestHandler = (args: Record<string, unknown>) => Promise<unknown>;

export interface DataFolderLock {
  /** The folder's real path. */
  readonly folder: string;
  /** Answers requests `op` from other processes (with the folder's token) while the lock is held. */
  handle(op: string, handler: LockRequestHandler): void;
  release(): Promise<void>;
}

const TOKEN_FILE = 'harta-control-token';
/**
 * The holder's pid, written once the lock is taken: what a second process reports when the holder cannot answer at
 * once (its event loop busy in a long query). Only read while the socket proves the folder held, so a file left by
 * a process that died never misleads.
 */
const HOLDER_FILE = 'harta-holder.pid';
/** Files the lock keeps in the folder, which a copy of the folder leaves out. */
export const LOCK_FILES: readonly string[] = [TOKEN_FILE, HOLDER_FILE, '.harta.lock.sock'];
const WHO_TIMEOUT_MS = 2_000;

/** The socket address for a folder (its real path); exported for the tests. */
export function lockAddress(realFolder: string, platform: NodeJS.Platform = process.platform): string {
  const hash = createHash('sha256').update(realFolder).digest('hex');
  if (platform === 'linux') {
    // sun_path holds 108 bytes: the path itself when it fits (`ss -xl` then shows which folder), else its hash.
    const named = `\0harta:${realFolder}`;
    return Buffer.byteLength(named) <= 100 ? named : `\0harta:sha256:${hash}`;
  }
  if (platform === 'win32') return `\\\\?\\pipe\\harta-${hash}`;
  return path.join(realFolder, '.harta.lock.sock');
}

/** This process's locks by folder: the same process may open its folder again (restore, then verify). */
const held = new Map<string, { lock: DataFolderLock; count: number }>();

/**
 * Takes the lock on `folder` (created if missing). Throws {@link DataFolderInUseError} when another process holds
 * it. Within one process the lock is counted: each caller releases its own.
 */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  mkdirSync(folder, { recursive: true });
  const real = realpathSync(folder);
  const mine = held.get(real);
  if (mine) {
    mine.count += 1;
    return counted(real, mine.lock);
  }
  const lock = await listen(real);
  held.set(real, { lock, count: 1 });
  return counted(real, lock);
}

function counted(real: string, lock: DataFolderLock): DataFolderLock {
  let released = false;
  return {
    folder: lock.folder,
    handle: (op, handler) => lock.handle(op, handler),
    async release() {
      if (released) return;
      released = true;
      const entry = held.get(real);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      held.delete(real);
      await entry.lock.release();
    },
  };
}

async function listen(real: string): Promise<DataFolderLock> {
  const address = lockAddress(real);
  const token = randomBytes(32).toString('hex');
  const handlers = new Map<string, LockRequestHandler>();
  const server = net.createServer((socket) => serve(socket, token, handlers));
  // A lock nobody else can reach must not keep the process alive, nor crash it on a socket error.
  server.on('error', () => undefined);
  try {
    await bind(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const who = await askWho(address);
    if (who === 'refused' && !address.startsWith('\0') && !address.startsWith('\\\\')) {
      // A socket file nobody listens on: left by a process that died (systems without abstract sockets).
      await unlink(address).catch(() => undefined);
      await bind(server, address).catch(async (again: unknown) => {
        if ((again as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw again;
        throw new DataFolderInUseError(real, await recordedHolder(real));
      });
    } else {
      throw new DataFolderInUseError(real, typeof who === 'number' ? who : await recordedHolder(real));
    }
  }
  server.unref();
  const tokenFile = path.join(real, TOKEN_FILE);
  await writeFile(tokenFile, token, { mode: 0o600 });
  await writeFile(path.join(real, HOLDER_FILE), `${process.pid}\n`, { mode: 0o644 });
  return {
    folder: real,
    handle: (op, handler) => void handlers.set(op, handler),
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(tokenFile, { force: true });
      await rm(path.join(real, HOLDER_FILE), { force: true });
    },
  };
}

function bind(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen({ path: address, exclusive: true }, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Newline-delimited JSON: one request, one answer, per connection. */
function serve(socket: net.Socket, token: string, handlers: Map<string, LockRequestHandler>): void {
  socket.on('error', () => undefined);
  socket.setEncoding('utf8');
  let buffer = '';
  const answer = (body: object) => socket.end(`${JSON.stringify(body)}\n`);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const end = buffer.indexOf('\n');
    if (end < 0) {
      if (buffer.length > 64 * 1024) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    let request: { op?: unknown; token?: unknown; args?: unknown };
    try {
      request = JSON.parse(buffer.slice(0, end)) as typeof request;
    } catch {
      return answer({ ok: false, error: 'malformed request' });
    }
    if (request.op === 'who') return answer({ ok: true, pid: process.pid });
    if (!sameToken(request.token, token)) return answer({ ok: false, error: 'wrong or missing token' });
    const handler = typeof request.op === 'string' ? handlers.get(request.op) : undefined;
    if (!handler) return answer({ ok: false, error: `the holder does not do ${String(request.op)}` });
    const args = typeof request.args === 'object' && request.args !== null ? request.args : {};
    handler(args as Record<string, unknown>).then(
      (result) => answer({ ok: true, result }),
      (err: unknown) => answer({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

function exchange(address: string, request: object, timeoutMs: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ path: address });
    let data = '';
    const timer = setTimeout(() => socket.destroy(new Error('the holder did not answer in time')), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(data) as Record<string, unknown>);
      } catch {
        reject(new Error('the holder closed the connection without an answer'));
      }
    });
  });
}

async function recordedHolder(real: string): Promise<number | undefined> {
  const pid = Number((await readFile(path.join(real, HOLDER_FILE), 'utf8').catch(() => '')).trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/** The holder's pid; 'refused' when nobody listens (a left-over socket file); 'silent' when it does not answer. */
async function askWho(address: string): Promise<number | 'refused' | 'silent'> {
  try {
    const answer = await exchange(address, { op: 'who' }, WHO_TIMEOUT_MS);
    return typeof answer.pid === 'number' ? answer.pid : 'silent';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ECONNREFUSED' ? 'refused' : 'silent';
  }
}

/**
 * Asks the process holding `folder` to do `op` (a handler it registered), proving with the folder's token that the
 * caller may read the folder. Answers the handler's result; throws with the holder's error message.
 */
export async function askHolder(
  folder: string,
  op: string,
  args: Record<string, unknown>,
  timeoutMs: number,
): Promise<unknown> {
  const real = realpathSync(folder);
  const token = (await readFile(path.join(real, TOKEN_FILE), 'utf8')).trim();
  const answer = await exchange(lockAddress(real), { op, token, args }, timeoutMs);
  if (answer.ok !== true) throw new Error(String(answer.error ?? 'the holder refused'));
  return answer.result;
}
