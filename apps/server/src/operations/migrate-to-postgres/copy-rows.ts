import { ident, qualified, type RunSql, type Table } from './table-catalog';

/**
 * Rows per batch: one FETCH from the embedded engine and one INSERT into PostgreSQL. Bounded so that memory stays
 * flat whatever the table's size (a cached answer's body is tens of kB; 500 of them are some tens of MB at most).
 */
export const BATCH_ROWS = 500;

/**
 * Session settings both sides read and write values under, so that every value's text form is the same on both
 * (timestamps in UTC with their microseconds, floats in their shortest exact form, bytea in hex).
 */
export const TEXT_FORM_SETTINGS = [
  `set TimeZone to 'UTC'`,
  `set DateStyle to 'ISO, YMD'`,
  `set IntervalStyle to 'postgres'`,
  `set extra_float_digits to 1`,
  `set bytea_output to 'hex'`,
] as const;

/** `c::text` for every column: PostgreSQL's own text form, which its input functions read back exactly. */
export function columnsAsText(table: Table, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return table.columns.map((c) => `${prefix}${ident(c.name)}::text`).join(', ');
}

/**
 * Copies one table in batches: a cursor on the embedded side (the rows stream; nothing holds the whole table), and
 * per batch one INSERT … SELECT FROM unnest(text[] per column) on the target, each value cast back from its text
 * form to the column's type there. Every type round-trips exactly through its text form (bigint and numeric
 * digits, jsonb, timestamps with time zone, bytea, arrays), with no JavaScript number in between. Identity columns
 * keep their values (OVERRIDING SYSTEM VALUE). Answers the rows copied.
 */
export async function copyTableRows(
  source: RunSql,
  target: RunSql,
  table: Table,
  onBatch: (rowsSoFar: number) => void = () => undefined,
): Promise<number> {
  const cursor = 'harta_migrate_rows';
  await source(`declare ${cursor} no scroll cursor for select ${columnsAsText(table)} from ${qualified(table)}`);
  const names = table.columns.map((c) => ident(c.name)).join(', ');
  const aliases = table.columns.map((_, i) => `c${i}`);
  const casts = table.columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const arrays = table.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const insert =
    `insert into ${qualified(table)} (${names}) overriding system value ` +
    `select ${casts} from unnest(${arrays}) as u(${aliases.join(', ')})`;
  let copied = 0;
  try {
    for (;;) {
      const rows = await source(`fetch forward ${BATCH_ROWS} from ${cursor}`);
      if (rows.length === 0) break;
      const columns = table.columns.map((c) => rows.map((row) => textOrNull(row[c.name])));
      await target(insert, columns);
      copied += rows.length;
      onBatch(copied);
      if (rows.length < BATCH_ROWS) break;
    }
  } finally {
    await source(`close ${cursor}`);
  }
  return copied;
}

function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new Error(`expected a text value from the embedded engine, got ${typeof value}`);
  return value;
}
