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
 *
 * A `jsonb` column (its values JSON texts, or null for SQL NULL) goes as one JSON array instead, unpacked by
 * `jsonb_array_elements` beside the other columns' `unnest`: in an array literal every quote of every JSON text
 * needed escaping, which for an AC's fields (1.7 KB) cost more than the rest of its row (bench/README.md "Deposit
 * callbacks: the jsonb columns without escaping").
 */
export function columnRows(columns: readonly ColumnValues[]): SQL {
  const rows = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== rows)) throw new Error('columnRows: columns of different lengths');
  if (!columns.some((c) => c.type === 'jsonb')) {
    const arrays = columns.map((c) => sql`${arrayLiteral(c.values)}::${sql.raw(c.type)}[]`);
    return sql`select * from unnest(${sql.join(arrays, sql`, `)})`;
  }
  const names = columns.map((_, i) => sql.raw(`c${i + 1}`));
  const sources = columns.map((c) =>
    c.type === 'jsonb'
      ? sql`jsonb_array_elements(${jsonArray(c.values)}::jsonb)`
      : sql`unnest(${arrayLiteral(c.values)}::${sql.raw(c.type)}[])`,
  );
  // A JSON array cannot hold SQL NULL: a null value is sent as JSON null and turned back here.
  const selected = columns.map((c, i) => (c.type === 'jsonb' ? sql`nullif(${names[i]}, 'null'::jsonb)` : names[i]!));
  return sql`select ${sql.join(selected, sql`, `)} from rows from (${sql.join(sources, sql`, `)}) as r (${sql.join(names, sql`, `)})`;
}

/**
 * `any($1::type[])`: a list of keys as one array parameter (`where id = ${anyOf(...)}`), for the same reasons, and
 * an index condition whatever the planner knows of the table.
 */
export function anyOf(type: ColumnValues['type'], values: ColumnValues['values']): SQL {
  return sql`any(${arrayLiteral(values)}::${sql.raw(type)}[])`;
}

/** A JSON array of JSON texts, null as JSON null. */
function jsonArray(values: ColumnValues['values']): string {
  return `[${values.map((v) => (v === null ? 'null' : String(v))).join(',')}]`;
}

/** PostgreSQL's text form of a one-dimensional array: every element quoted, NULL bare. */
function arrayLiteral(values: readonly (string | number | bigint | null)[]): string {
  const elements = values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`));
  return `{${elements.join(',')}}`;
}
