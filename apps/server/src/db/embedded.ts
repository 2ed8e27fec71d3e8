import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

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
 *   server's first start looks like any later one.
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

// CommonJS, evaluated as the child's script: the bundle ships no separate file to find at run time.
const CREATE_SOURCE = `
const [pglitePath, dataDir, startParams] = JSON.parse(process.argv[1]);
require(pglitePath)
  .PGlite.create({ dataDir, startParams })
  .then((db) => db.close())
  .catch((err) => {
    process.stderr.write(String((err && err.stack) || err) + '\\n');
    process.exit(1);
  });
`;

/** Creates the database files in `dataDir` (PGlite's initdb) in a child process, and waits for it to exit. */
async function createInChildProcess(dataDir: string): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['-e', CREATE_SOURCE, JSON.stringify([pglitePath, dataDir, startParams])], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr}`);
}

/** `dataDir` is a folder, or `memory://…` for a database that lives only in this process (tests). */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith('memory://')) return PGlite.create({ startParams });
  mkdirSync(dataDir, { recursive: true });
  // PG_VERSION is what PGlite itself checks to decide whether the folder already holds a database.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createInChildProcess(dataDir);
  return PGlite.create({ dataDir, startParams });
}
