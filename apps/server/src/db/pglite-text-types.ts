import { types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text on PGlite and maps itself: timestamps, intervals, dates, and arrays of
 * numerics, timestamps, intervals and dates. Drizzle's PGlite session passes a parser map for exactly these with
 * every query (each parser returns its input), and PGlite merges that map into the instance's own for every query
 * it answers: a copy of some 320 entries, about 85 µs of the event loop a statement on the benchmark host, more
 * than a small statement's own work (bench/README.md "Deposit callbacks: PGlite's per-query parser copy").
 *
 * So the embedded handle (db/reopening-pglite.ts) sets the instance's parsers for these types to text once, and
 * drops drizzle's map from each query: the rows are the same and nothing is copied. A caller that passes no map
 * (the prepared statements, pg-boss) still gets PGlite's own values (Date objects, parsed arrays): those columns
 * are parsed after the query with the parsers the instance had (`parseAsBefore`).
 */
const SCALARS = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
/** Each array type, and the type of its elements. */
const ARRAYS = new Map<number, number>([
  [1231, types.NUMERIC],
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
]);
const TEXT_TYPES: ReadonlySet<number> = new Set([...SCALARS, ...ARRAYS.keys()]);

type Parser = (value: string, typeId?: number) => unknown;

/** What PGlite would have made of each text type without drizzle's map: the instance's parsers before. */
export type DefaultParsers = ReadonlyMap<number, Parser>;

const asText: Parser = (value) => value;

/**
 * Makes `pglite` answer the text types as text, and returns the parsers it had for them. Its array parsers are
 * made when it opens (from pg_type), so this runs on an open instance.
 */
export function readTypesAsText(pglite: PGlite): DefaultParsers {
  const before = new Map<number, Parser>();
  for (const oid of SCALARS) {
    const parser = pglite.parsers[oid];
    if (parser && parser !== asText) before.set(oid, parser);
  }
  // PGlite's array parsers look their elements' parser up when they run, so they are rebuilt on the earlier ones.
  for (const [oid, element] of ARRAYS) {
    if (!pglite.parsers[oid] || pglite.parsers[oid] === asText) continue;
    const parseElement = before.get(element);
    before.set(oid, (value) => types.arrayParser(value, parseElement ?? asText, oid));
  }
  for (const oid of TEXT_TYPES) pglite.parsers[oid] = asText;
  return before;
}

/** A value no parser of a text type would change if it returns its input. */
const PROBE = 'text as it came';

/**
 * Whether the query's own parsers ask for nothing but text for text types, as drizzle's do (each returns its input):
 * then the instance's parsers give the same rows, and the options can go without them.
 */
function asksOnlyForText(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  for (const [key, parse] of Object.entries(parsers)) {
    const oid = Number(key);
    if (!TEXT_TYPES.has(oid)) return false;
    try {
      if (parse(PROBE, oid) !== PROBE) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Runs a query (or a script: `exec` answers one result per statement) on an instance that reads the text types as
 * text, with the values its caller would have had before: a query with drizzle's parsers goes without them (the
 * instance already answers text), and a query without them has its text-type columns parsed as before. A query
 * with parsers of other types keeps them, and its text-type columns the others did not name are parsed as before.
 */
export async function asBefore<R extends Results<unknown> | Results<unknown>[]>(
  before: DefaultParsers,
  options: QueryOptions | undefined,
  call: (options: QueryOptions | undefined) => Promise<R>,
): Promise<R> {
  const own = options?.parsers;
  if (own && asksOnlyForText(own)) {
    const { parsers: _drizzles, ...rest } = options;
    return call(rest);
  }
  const result = await call(options);
  const restore = own ? new Map([...before].filter(([oid]) => !(oid in own))) : before;
  for (const one of Array.isArray(result) ? result : [result]) parseAsBefore(one, restore);
  return result;
}

/** Parses, in place, the result's text-type columns with the instance's earlier parsers. */
function parseAsBefore(result: Results<unknown>, before: DefaultParsers): void {
  const { fields, rows } = result;
  let columns: { index: number; name: string; parse: Parser; oid: number }[] | undefined;
  for (let index = 0; index < fields.length; index++) {
    const parse = before.get(fields[index]!.dataTypeID);
    if (parse) (columns ??= []).push({ index, name: fields[index]!.name, parse, oid: fields[index]!.dataTypeID });
  }
  if (!columns || rows.length === 0) return;
  if (Array.isArray(rows[0])) {
    for (const row of rows as unknown[][]) {
      for (const { index, parse, oid } of columns)
        if (row[index] != null) row[index] = parse(row[index] as string, oid);
    }
    return;
  }
  // In object rows a name given twice holds the last column's value (PGlite builds them with Object.fromEntries).
  const lastByName = new Map(fields.map((field, index) => [field.name, index]));
  const named = columns.filter(({ index, name }) => lastByName.get(name) === index);
  for (const row of rows as Record<string, unknown>[]) {
    for (const { name, parse, oid } of named) if (row[name] != null) row[name] = parse(row[name] as string, oid);
  }
}
