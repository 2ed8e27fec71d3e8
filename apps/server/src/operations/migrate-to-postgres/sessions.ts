import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection';
import type { RunSql } from './table-catalog';

/**
 * The embedded side: statements on a drizzle handle (inside one transaction for the copy: its cursor needs one),
 * without parameters (the copy sends none there).
 */
export function embeddedSession(db: Pick<Db, 'execute'>): RunSql {
  return async (text, values) => {
    if (values?.length) throw new Error('the embedded session takes no parameters');
    return ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  };
}

/** The PostgreSQL side: one client, so that the copy's transaction and session settings hold for every statement. */
export function postgresSession(client: pg.Client): RunSql {
  return async (text, values) => (await client.query(text, values)).rows as Record<string, unknown>[];
}
