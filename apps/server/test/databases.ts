import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/connection';

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

async function openPglite(): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return {
    ...database,
    openAnother: async () => ({ ...database, close: async () => undefined }),
    dispose: () => database.close(),
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    // TEST_DATABASE_URL may name a database that does not exist; the server's maintenance one always does.
    if ((err as { code?: string }).code !== '3D000') throw err;
    const url = new URL(adminUrl);
    url.pathname = '/postgres';
    return adminQuery(url.toString(), text);
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A closed pool's connections take a moment to go away. Forcing them would kill them under a pool that may
 * still be in use (the server survives that, see database-outage.test.ts, but other tests would see 503s), so
 * wait for them, and force only as a last resort.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(adminUrl, `drop database if exists "${name}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err;
      await sleep(100);
    }
  }
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}

async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `harta_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

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
