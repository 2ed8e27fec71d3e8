import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/connection';

/**
 * Hot-path statements (one per authenticated API request, a few per login) run on the driver itself instead of
 * through drizzle's query builder. Drizzle rebuilds the SQL text on every call and, on PGlite, hands the engine
 * a per-call map of type parsers that it copies for every query; together that is about half of what a lookup
 * costs on the embedded engine, whose work all happens on the event loop.
 * - PostgreSQL: a named prepared statement, parsed and planned once per pooled connection.
 * - PGlite: the extended protocol with the engine's own type parsers.
 * Both drivers return integers as numbers, booleans, text/uuid as strings, `timestamptz` as Date and `text[]` as
 * arrays, i.e. what drizzle returns for those columns. Statements are written with $1, $2 … placeholders.
 * Use it for statements that run on every request; everything else stays with drizzle.
 */
export type Statement<Row> = (params: readonly unknown[]) => Promise<Row[]>;

const statements = new WeakMap<Db, Map<string, Statement<unknown>>>();

interface PgliteLike {
  query<Row>(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PGlite, statements whose parameters are all uuids: one simple-protocol query with the uuids written into the
 * text (two engine round trips instead of the extended protocol's six, about a third less time). Every value is
 * checked against the uuid pattern (hex digits and dashes only) right before it is inlined, so nothing else can
 * ever reach the SQL text; anything else fails the call.
 */
function inlineUuids(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value !== 'string' || !UUID.test(value)) throw new TypeError(`parameter $${index} is not a uuid`);
    return `'${value}'::uuid`;
  });
}

export interface StatementOptions {
  /** Every parameter is a uuid: lets PGlite run the statement on its cheaper simple protocol (see inlineUuids). */
  uuidParams?: boolean;
}

function build<Row>(db: Db, name: string, text: string, options: StatementOptions): Statement<Row> {
  const root = (db as { $client?: unknown }).$client;
  // A transaction handle has no $client: its session holds the transaction's connection.
  const client = root ?? (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (params) => (await client.query<Row & pg.QueryResultRow>({ name, text, values: [...params] })).rows;
  }
  if (client instanceof PGlite || (root === undefined && typeof (client as PgliteLike)?.query === 'function')) {
    const pglite = client as PgliteLike;
    if (options.uuidParams) {
      return async (params) => ((await pglite.exec(inlineUuids(text, params)))[0]?.rows ?? []) as Row[];
    }
    return async (params) => (await pglite.query<Row>(text, [...params])).rows;
  }
  throw new Error('preparedStatement: the database handle is neither PGlite nor node-postgres');
}

/** The statement `name` on this database handle, built on first use. One name, one text. */
export function preparedStatement<Row>(
  db: Db,
  name: string,
  text: string,
  options: StatementOptions = {},
): Statement<Row> {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = build<unknown>(db, name, text, options)));
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
export function selectColumns(table: Table, alias?: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const kind = column.columnType;
      const withTimezone = (column as { withTimezone?: boolean }).withTimezone;
      if (!PLAIN_COLUMN_KINDS.has(kind) || (kind === 'PgTimestamp' && !withTimezone)) {
        throw new Error(`selectColumns: column ${column.name} (${kind}) needs drizzle's mapping`);
      }
      return `${alias ? `${alias}.` : ''}"${column.name}" as "${key}"`;
    })
    .join(', ');
}
