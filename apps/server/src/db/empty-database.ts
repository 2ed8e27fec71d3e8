import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The ready-made empty database: what PGlite's initdb writes, made once by scripts/build-empty-database.ts and
 * shipped as a tarball, so that a server's first start loads it (PGlite's `loadDataDir`) instead of running
 * initdb, which takes two WebAssembly instances and a copy of one (700–750 MB for some 10 s; loading takes about
 * a third of that: bench/README.md, "Memory"). A data folder is PGlite-version specific, so the tarball carries the
 * version that made it in its name and is loaded only by that version; empty-database.test.ts fails when they
 * differ. (Every installation loaded from it shares PostgreSQL's system identifier, which only physical
 * replication and WAL archiving look at; PGlite has neither.)
 */

/** Next to the source (src/db/empty-database) and next to the bundle (dist/empty-database, tsup.config.ts). */
export const EMPTY_DATABASE_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'empty-database');

export function emptyDatabaseFile(pgliteVersion: string): string {
  return path.join(EMPTY_DATABASE_FOLDER, `pglite-${pgliteVersion}.tar.gz`);
}

/** The PGlite package this server runs on (its package.json does not export itself). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('cannot find the version of @electric-sql/pglite');
}

/** The tarball for the installed PGlite, or undefined when there is none (initdb then runs as before). */
export function readyMadeEmptyDatabase(): string | undefined {
  const file = emptyDatabaseFile(installedPgliteVersion());
  return existsSync(file) ? file : undefined;
}
