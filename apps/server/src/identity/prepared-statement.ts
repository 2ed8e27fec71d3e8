import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/connection';
import { ReopeningPglite } from '../db/reopening-pglite';

/**
 * Hot-path statements (one per authenticated API request, a few per login) run on the driver itself as server-side
 * prepared statements, instead of through drizzle's query builder. Drizzle rebuilds the SQL text on every call and
 * the server parses and plans it again; on PGlite, whose work all happens on the event loop, planning also reads
 * relation sizes from the data directory. A client lookup cost about a third of what it did through drizzle (when
 * drizzle's per-query parser map was still copied by PGlite for every query: db/pglite-text-types.ts).
 * - PostgreSQL: a named prepared statement of node-postgres, parsed and planned once per pooled connection.
 * - PGlite: `PREPARE` once, then `EXECUTE name(literals)` on the simple protocol (see {@link literal}).
 * Both return integers as numbers, booleans, text/uuid as strings, `timestamptz` as Date, `jsonb` parsed and
 * `text[]` as arrays, i.e. what drizzle returns for those columns. Statements use $1, $2 … placeholders.
 * Use it for statements that run on every request or login; everything else stays with drizzle.
 */
export type Statement<Row> = (params: readonly unknown[]) => Promise<Row[]>;

/** Statements by driver client (not by drizzle handle: several handles may share one PGlite). */
const statements = new WeakMap<object, Map<string, Statement<unknown>>>();

/**
 * A string as a quoted SQL literal, exactly as libpq's (and node-postgres') `escapeLiteral` writes it: quotes
 * doubled, and when there is a backslash, backslashes doubled in an E'' literal, so the value can never end the
 * literal whatever `standard_conforming_strings` says. node-postgres' own copy builds the result a character at a
 * time, and with the token payloads and audit details a login quotes, that loop was a login's largest allocation
 * (bench/README.md, "The password grant: statement literals in one pass").
 */
function quoteText(value: string): string {
  const quoted = `'${value.includes("'") ? value.replaceAll("'", "''") : value}'`;
  return value.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/**
 * A parameter as an SQL literal for `EXECUTE`. Strings (and dates, as ISO text) are quoted by {@link quoteText};
 * the server then reads the value with the parameter type's input function, as it would a bound value. Numbers
 * must be finite, and NUL (which no PostgreSQL text may hold) is refused. Anything else is an error.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('a statement parameter may not contain NUL');
    return quoteText(value);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date && Number.isFinite(value.getTime())) return quoteText(value.toISOString());
  throw new TypeError(`unsupported statement parameter: ${typeof value}`);
}

interface PgliteLike {
  query<Row>(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
}

/** invalid_sql_statement_name: the session lost the statement (DEALLOCATE ALL, or the embedded engine reopened). */
const UNKNOWN_STATEMENT = '26000';
/** duplicate_prepared_statement: another handle on the same database prepared it first. */
const DUPLICATE_STATEMENT = '42P05';

function pgliteStatement<Row>(client: PGlite | ReopeningPglite, name: string, text: string): Statement<Row> {
  let prepared: Promise<unknown> | undefined;
  const prepare = () =>
    (prepared ??= client.exec(`prepare ${name} as ${text}`).catch((err: { code?: string }) => {
      if (err.code === DUPLICATE_STATEMENT) return;
      prepared = undefined;
      throw err;
    }));
  const execute = async (params: readonly unknown[]) => {
    await prepare();
    const [result] = await client.exec(`execute ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`);
    return (result?.rows ?? []) as Row[];
  };
  return async (params) => {
    try {
      return await execute(params);
    } catch (err) {
      if ((err as { code?: string }).code !== UNKNOWN_STATEMENT) throw err;
      prepared = undefined;
      return execute(params);
    }
  };
}

function build<Row>(client: unknown, name: string, text: string): Statement<Row> {
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (params) => (await client.query<Row & pg.QueryResultRow>({ name, text, values: [...params] })).rows;
  }
  if (client instanceof PGlite || client instanceof ReopeningPglite) return pgliteStatement<Row>(client, name, text);
  if (typeof (client as PgliteLike | undefined)?.query === 'function') {
    // A PGlite transaction: the extended protocol, with bound parameters.
    return async (params) => (await (client as PgliteLike).query<Row>(text, [...params])).rows;
  }
  throw new Error('preparedStatement: the database handle is neither PGlite nor node-postgres');
}

/**
 * The statement `name` (a plain identifier, unique per text) on this database handle, built on first use.
 * Works on transaction handles too.
 */
export function preparedStatement<Row>(db: Db, name: string, text: string): Statement<Row> {
  // A transaction handle has no $client: its session holds the transaction's connection.
  const client = ((db as { $client?: object }).$client ??
    (db as unknown as { session?: { client?: object } }).session?.client) as object | undefined;
  if (!client) throw new Error('preparedStatement: no driver client behind this database handle');
  let byName = statements.get(client);
  if (!byName) statements.set(client, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = build<unknown>(client, name, text)));
  return statement as Statement<Row>;
}

/** Column kinds both drivers return exactly as drizzle would; anything else must go through drizzle. */
const PLAIN_COLUMN_KINDS = new Set(['PgSerial', 'PgInteger', 'PgText', 'PgUUID', 'PgBoolean', 'PgTimestamp']);

/**
 * `"sql_name" as "key", …` for every column of a table, so rows come back keyed like drizzle's `$inferSelect`.
 * A column added to the table is selected automatically; a column type the drivers would return differently
 * from drizzle (numeric, date strings, json …) or a timestamp without time zone is refused when the statement is
 * first built, so the fast path can never hand out a row drizzle would have shaped otherwise.
 */
export function selectColumns(table: Table): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const kind = column.columnType;
      const withTimezone = (column as { withTimezone?: boolean }).withTimezone;
      if (!PLAIN_COLUMN_KINDS.has(kind) || (kind === 'PgTimestamp' && !withTimezone)) {
        throw new Error(`selectColumns: column ${column.name} (${kind}) needs drizzle's mapping`);
      }
      return `"${column.name}" as "${key}"`;
    })
    .join(', ');
}
