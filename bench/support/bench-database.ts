import { openDatabase, type Database } from '../../apps/server/src/db/connection';
import { freshPostgres } from './postgres';

/**
 * A database for one in-process benchmark run: a fresh PostgreSQL database (dropped after) or an in-memory PGlite.
 * `run` gets it migrated-ready (call `database.migrate()` in the setup); it is closed whatever happens.
 */
export async function withBenchDatabase<T>(
  kind: 'postgres' | 'pglite',
  label: string,
  poolSize: number,
  run: (database: Database) => Promise<T>,
): Promise<T> {
  const fresh = kind === 'postgres' ? await freshPostgres(label) : null;
  const database = fresh
    ? await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize })
    : await openDatabase({ dataDir: 'memory://' });
  try {
    return await run(database);
  } finally {
    await database.close();
    await fresh?.drop();
  }
}
