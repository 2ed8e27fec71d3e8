/**
 * What the copy reads of a database's catalog: its tables and their columns, the same way on the embedded engine and
 * on PostgreSQL (docs/operations.md, "Moving a pilot to PostgreSQL").
 */

/** One SQL statement on one session, answering its rows (values only where the session takes parameters). */
export type RunSql = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Column {
  name: string;
  /** PostgreSQL's own spelling of the type, typmod included (`numeric(20,6)`, `timestamp with time zone`). */
  type: string;
}

export interface Table {
  schema: string;
  name: string;
  columns: Column[];
}

/**
 * Schemas that are not the application's tables: the catalog, drizzle's migration journal (the target's own
 * migrations write it) and the job queue's (pg-boss creates and fills its own at every start: see
 * docs/operations.md for why its rows are not copied).
 */
export const SCHEMAS_NOT_COPIED = ['pg_catalog', 'information_schema', 'drizzle', 'pgboss'] as const;

const notCopied = SCHEMAS_NOT_COPIED.map((s) => `'${s}'`).join(', ');

/** `"name"`, with any double quote doubled: names come from the catalog, never from input. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: Pick<Table, 'schema' | 'name'>): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

export function tableName(table: Pick<Table, 'schema' | 'name'>): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

/**
 * Every ordinary table outside {@link SCHEMAS_NOT_COPIED}, with its stored columns in order (generated columns left
 * out: the target computes them), sorted by schema and name.
 */
export async function listTables(run: RunSql): Promise<Table[]> {
  const rows = await run(
    `select n.nspname as schema, c.relname as name, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname not in (${notCopied}) and n.nspname not like 'pg\\_%'
      order by n.nspname, c.relname, a.attnum`,
  );
  const tables = new Map<string, Table>();
  for (const row of rows) {
    const schema = String(row.schema);
    const name = String(row.name);
    const key = `${schema}.${name}`;
    let table = tables.get(key);
    if (!table) tables.set(key, (table = { schema, name, columns: [] }));
    table.columns.push({ name: String(row.column), type: String(row.type) });
  }
  return [...tables.values()];
}

/** Where the source's tables differ from the target's (which this version's migrations made); empty when alike. */
export function shapeDifferences(source: Table[], target: Table[]): string[] {
  const describe = (t: Table) => t.columns.map((c) => `${c.name} ${c.type}`).join(', ');
  const targetByName = new Map(target.map((t) => [tableName(t), t]));
  const problems: string[] = [];
  for (const table of source) {
    const other = targetByName.get(tableName(table));
    if (!other) problems.push(`table ${tableName(table)} is not in the schema this version creates`);
    else if (describe(table) !== describe(other))
      problems.push(`table ${tableName(table)} has columns (${describe(table)}), the target (${describe(other)})`);
    targetByName.delete(tableName(table));
  }
  for (const name of targetByName.keys()) problems.push(`table ${name} is missing from the embedded database`);
  return problems;
}
