import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../../db/connection';

/**
 * The schema version of a database: the tag of the last migration applied (e.g. `0030_acknowledgement_inbox`).
 * Drizzle records each applied migration by its journal time (`created_at` = the journal entry's `when`), so the
 * tag is found through this build's journal (db/migrations/meta/_journal.json).
 */

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export async function schemaVersion(db: Pick<Db, 'execute'>): Promise<string> {
  const result = (await db.execute(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | null }[] };
  const last = result.rows[0]?.last;
  if (last === null || last === undefined) return 'none';
  const entry = knownMigrations().find((e) => String(e.when) === last);
  return entry?.tag ?? `unknown (${last})`;
}
