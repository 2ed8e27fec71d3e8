// Writing benchmark data straight into the database between two starts of the built server.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connection';

export type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** demo@'s client id and portfolio ids (oldest first), which the first start's seed created. */
export async function demoPortfolios(db: Db): Promise<{ clientId: number; portfolioIds: number[] }> {
  const [demo] = await rows<{ client_id: number }>(
    db,
    sql`select client_id from clients where email_address = 'demo@example.com'`,
  );
  if (!demo) throw new Error('demo@ is missing: the first start should have seeded it');
  const portfolios = await rows<{ id: number }>(
    db,
    sql`select id from portfolios where client_id = ${demo.client_id} order by id`,
  );
  if (portfolios.length === 0) throw new Error('demo@ has no portfolio: the seed should have opened them');
  return { clientId: demo.client_id, portfolioIds: portfolios.map((p) => p.id) };
}

/**
 * Runs `fill` on the server's database while the server is stopped: PostgreSQL through a connection without the
 * server pool's 15-second query timeout (a large batch may take longer), or the data folder's PGlite.
 */
export async function withBenchDb<T>(
  postgresUrl: string | undefined,
  dataDir: string,
  fill: (db: Db) => Promise<T>,
): Promise<T> {
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return await fill(drizzle(client) as unknown as Db);
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await fill(database.db);
  } finally {
    await database.close();
  }
}
