import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { acknowledgementInboxDepth, databasePoolConnections, onScrape, tradeRunLastCompleted } from './registry';

/**
 * The gauges whose figures live in the database, read when Prometheus scrapes (every 15–60 s), never on a
 * request: the acknowledgement inbox's depth (a handful of rows unless applying is stuck), the latest completed
 * trade run (one row per trading day) and the PostgreSQL pool. Answers the function that stops it (app close).
 */
export function watchDatabaseGauges(database: Pick<Database, 'db' | 'poolStats'>): () => void {
  return onScrape(async () => {
    const pool = database.poolStats?.();
    if (pool) {
      databasePoolConnections.set({ state: 'total' }, pool.total);
      databasePoolConnections.set({ state: 'idle' }, pool.idle);
      databasePoolConnections.set({ state: 'waiting' }, pool.waiting);
    }
    const result = (await database.db.execute(sql`
      select (select count(*) from payment_acknowledgement_inbox) as depth,
             (select extract(epoch from max(completed_at)) from trade_runs where status = 'COMPLETED') as completed`)) as unknown as {
      rows: { depth: unknown; completed: unknown }[];
    };
    const [row] = result.rows;
    acknowledgementInboxDepth.set(Number(row?.depth ?? 0));
    tradeRunLastCompleted.set(Number(row?.completed ?? 0));
  });
}
