import { MigrationRefusedError } from './migration-errors';
import type { RunSql } from './table-catalog';

/** How many of the target's relations the refusal names before "and N more". */
const NAMED = 5;

/**
 * Refuses a target that holds anything of its own: a table (with rows or not), a view or a sequence in any schema
 * of the database, which covers a database the server has already started on (its migrations ran) and one used
 * for something else. Copying into it could mix two pilots' clients or fail half-way on a key; the operator
 * creates an empty database instead (docs/operations.md, "Moving a pilot to PostgreSQL").
 */
export async function refuseUnlessEmpty(run: RunSql, target: string): Promise<void> {
  const rows = await run(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        -- an extension's own relations (pg_stat_statements' views) are the DBA's, not data
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                                                    and d.deptype = 'e')
      order by (n.nspname = 'drizzle') desc, (n.nspname = 'public') desc, n.nspname, c.relname`,
  );
  if (rows.length === 0) return;
  const names = rows.map((r) => `${String(r.schema)}.${String(r.name)}`);
  const migrated = names.some((n) => n.startsWith('drizzle.'));
  const shown = names.slice(0, NAMED).join(', ') + (names.length > NAMED ? ` and ${names.length - NAMED} more` : '');
  throw new MigrationRefusedError(
    `The target database ${target} is not empty: ${migrated ? "Harta's schema is already migrated there; " : ''}` +
      `it holds ${shown}. migrate-to-postgres copies only into an empty database: create a new one ` +
      `(e.g. createdb harta) and name it with --to. Nothing was changed.`,
  );
}

/** The target URL without its password, for messages and the summary. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the --to URL)';
  }
}
