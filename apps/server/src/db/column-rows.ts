import { sql, type SQL } from 'drizzle-orm';

/** A column's values for `columnRows`, with the SQL type they are read as (a trusted constant, never input). */
export interface ColumnValues {
  type: 'bigint' | 'integer' | 'text' | 'date' | 'timestamptz' | 'numeric' | 'jsonb';
  values: readonly (string | number | bigint | null)[];
}

/**
 * `select * from unnest($1::type[], $2::type[], ...)`: many rows as one array parameter per column, for an
 * `insert into t (columns) <this>` of a batch. Drizzle's insert builder costs about a microsecond of JavaScript per
 * value and one parameter each (the invest step's postings, orders and fills were thousands a chunk and most of
 * its CPU); an array literal per column costs a string join, and the statement stays the same whatever the rows.
 * The columns must all have the same length.
 */
export function columnRows(columns: readonly ColumnValues[]): SQL {
  const rows = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== rows)) throw new Error('columnRows: columns of different lengths');
  const arrays = columns.map((c) => sql`${arrayLiteral(c.values)}::${sql.raw(c.type)}[]`);
  return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/**
 * `any($1::type[])`: a list of keys as one array parameter (`where id = ${anyOf(...)}`), for the same reasons, and
 * an index condition whatever the planner knows of the table.
 */
export function anyOf(type: ColumnValues['type'], values: ColumnValues['values']): SQL {
  return sql`any(${arrayLiteral(values)}::${sql.raw(type)}[])`;
}

/** PostgreSQL's text form of a one-dimensional array: every element quoted, NULL bare. */
function arrayLiteral(values: readonly (string | number | bigint | null)[]): string {
  const elements = values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`));
  return `{${elements.join(',')}}`;
}
