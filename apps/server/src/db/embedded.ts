import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './data-folder-lock';
import { installedPgliteVersion, readyMadeEmptyDatabase } from './empty-database';
import { ReopeningPglite, type ReopenLogger } from './reopening-pglite';

/**
 * Opens the embedded database (PGlite: PostgreSQL compiled to WebAssembly, running in this process) so that it
 * stays small in memory. A WebAssembly memory grows and never shrinks, so whatever PostgreSQL touches once stays
 * resident for the life of the process; two things touched a lot (bench/README.md has the figures):
 *
 * - shared_buffers: PostgreSQL writes its whole buffer pool at start, and PGlite's default is 128 MB. An embedded
 *   pilot's database is a few tens of MB, and pages that fall out of the pool are read back from the operating
 *   system's file cache, so 16 MB costs little speed and saves about 110 MB from the first second.
 * - Creating the database (initdb): PGlite runs it in a second WebAssembly instance and a full copy of that
 *   instance's memory, then moves the files over through an in-memory archive: about 500 MB more at the peak, and
 *   much of it stays (the garbage collector frees it late, and the C allocator keeps what it freed). Done in a
 *   short-lived child process instead, all of it goes back to the operating system when the child exits, and the
 *   server's first start looks like any later one. And initdb itself no longer runs there: the child loads a
 *   ready-made empty database (db/empty-database.ts), which peaks at about a third of initdb's memory; initdb runs
 *   only when there is no tarball for the installed PGlite version.
 */

/** PostgreSQL settings for the embedded engine, on top of PGlite's own start parameters. */
const EMBEDDED_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  // Index builds and VACUUM take up to this much at once, and in WebAssembly it stays taken: 16 MB instead of 64 MB
  // (larger work spills to temporary files).
  maintenance_work_mem: '16MB',
};

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

// CommonJS, evaluated as the child's script: the bundle ships no separate file to find at run time. The parent holds
// the folder's lock for it (db/data-folder-lock.ts), so the child must not outlive the parent: it exits when its
// standard input (a pipe from the parent) closes, which the kernel does when the parent dies, kill -9 included.
const CREATE_SOURCE = `
process.stdin.on('end', () => process.exit(1)).on('error', () => process.exit(1)).resume();
const [pglitePath, dataDir, startParams, tarball] = JSON.parse(process.argv[1]);
const loadDataDir = tarball ? new Blob([require('node:fs').readFileSync(tarball)]) : undefined;
require(pglitePath)
  .PGlite.create({ dataDir, startParams, loadDataDir })
  .then((db) => db.close())
  .then(() => process.exit(0))
  .catch((err) => {
    process.stderr.write(String((err && err.stack) || err) + '\\n');
    process.exit(1);
  });
`;

/**
 * Creates the database files in `dataDir` in a child process, from the ready-made empty database when there is
 * one for this PGlite version (else PGlite's initdb), and waits for it to exit.
 */
async function createInChildProcess(dataDir: string, logger: ReopenLogger): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const tarball = readyMadeEmptyDatabase() ?? null;
  if (!tarball) {
    logger.warn(
      { pglite: installedPgliteVersion() },
      'database: no ready-made empty database for this PGlite version; running initdb (about 750 MB for a few seconds)',
    );
  }
  const args = JSON.stringify([pglitePath, dataDir, startParams, tarball]);
  // One V8 helper thread, as `npm start` gives the server (package.json): the child compiles PGlite's WebAssembly
  // too, and each helper thread keeps what that compilation freed in a malloc arena of its own.
  const child = spawn(process.execPath, ['--v8-pool-size=1', '-e', CREATE_SOURCE, args], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr}`);
}

/**
 * `dataDir` is a folder, or `memory://…` for a database that lives only in this process (tests), optionally
 * started from `archive` (a dumped data folder). The handle
 * reopens the database on the same folder if PostgreSQL inside it dies (db/reopening-pglite.ts).
 *
 * A folder is locked first, for as long as the handle is open (db/data-folder-lock.ts): every path that opens the
 * embedded database comes through here (the server, the backup and restore commands, the migration to
 * PostgreSQL), so a second process on the same folder stops here with DataFolderInUseError before touching it.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  logger: ReopenLogger,
  archive?: Blob,
): Promise<ReopeningPglite> {
  if (dataDir.startsWith('memory://')) {
    const tarball = archive ? undefined : readyMadeEmptyDatabase();
    const loadDataDir = archive ?? (tarball ? new Blob([readFileSync(tarball)]) : undefined);
    return new ReopeningPglite(await PGlite.create({ startParams, loadDataDir }), undefined, logger);
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataFolder(dataDir);
  try {
    // PG_VERSION is what PGlite itself checks to decide whether the folder already holds a database.
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createInChildProcess(dataDir, logger);
    const open = () => PGlite.create({ dataDir, startParams });
    return new ReopeningPglite(await open(), open, logger, lock);
  } catch (err) {
    await lock.release();
    throw err;
  }
}
