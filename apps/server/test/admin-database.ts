import pg from 'pg';

/** The PostgreSQL server's side of the test databases: creating and dropping them. */

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
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
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
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

/** `url` pointing at another database of the same server. */
export function withDatabaseName(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
