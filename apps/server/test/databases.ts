import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection';
import { adminQuery, dropDatabase, withDatabaseName } from './admin-database';

export interface TestDatabase extends Database {
  /**
   * Another handle on the same database, as a second server instance would open it. On PostgreSQL it is
   * its own connection pool; the embedded PGlite database has a single owner, so there it is the same one.
   * Handles opened this way are closed by `dispose`.
   */
  openAnother(): Promise<Database>;
  /** Closes every handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database of its own. */
  open(): Promise<TestDatabase>;
}

/** The migrated data folder of global-setup.ts, read once per test file. */
let migratedArchive: Blob | undefined;

async function openPglite(): Promise<TestDatabase> {
  migratedArchive ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: migratedArchive });
  await database.migrate();
  return {
    ...database,
    openAnother: async () => ({ ...database, close: async () => undefined }),
    dispose: () => database.close(),
  };
}

async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `harta_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const databaseUrl = withDatabaseName(adminUrl, name);

  const handles: Database[] = [];
  const open = async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 5 });
    handles.push(handle);
    return handle;
  };
  const database = await open();
  await database.migrate();
  return {
    ...database,
    openAnother: open,
    async dispose() {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * The databases an integration suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * names a server (each `open` creates a database of its own there and drops it on `dispose`).
 * Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openPglite }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) kinds.push({ name: 'postgres', open: () => openPostgres(adminUrl) });
  return kinds;
}
