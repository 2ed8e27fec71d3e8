import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf, columnRows } from '../src/db/column-rows';
import { testDatabases, type TestDatabase } from './databases';

/**
 * The batch statements' array parameters (db/column-rows.ts): whatever a value holds (quotes, backslashes, braces,
 * commas, non-ASCII, JSON, NULL, an empty string), it reaches the database as it was. On PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
describe.each(testDatabases())('array parameters on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const awkward = ['plain', 'with "quotes"', 'back\\slash', '{braces},commas', 'Ünïcödé 中文', '', 'NULL', null];

  it('brings back every text, JSON and number as it was sent, row by row', async () => {
    const json = awkward.map((v) =>
      v === null ? null : JSON.stringify({ name: v, nested: [v], line: `a\n${v}\u0001` }),
    );
    const result = (await database.db.execute(
      sql`select t, j, j is null as missing, n from (${columnRows([
        { type: 'text', values: awkward },
        { type: 'jsonb', values: json },
        { type: 'bigint', values: awkward.map((_, i) => 9_007_199_254_740_993n + BigInt(i)) },
      ])}) as v (t, j, n)`,
    )) as unknown as { rows: { t: string | null; j: unknown; missing: boolean; n: string }[] };
    expect(result.rows.map((r) => r.t)).toEqual(awkward);
    expect(result.rows.map((r) => r.j)).toEqual(
      awkward.map((v) => (v === null ? null : { name: v, nested: [v], line: `a\n${v}\u0001` })),
    );
    // SQL NULL where null was sent, not JSON's null.
    expect(result.rows.map((r) => r.missing)).toEqual(awkward.map((v) => v === null));
    expect(result.rows.map((r) => BigInt(r.n))).toEqual(awkward.map((_, i) => 9_007_199_254_740_993n + BigInt(i)));
  });

  it('matches exactly the keys given, awkward ones included', async () => {
    const result = (await database.db.execute(
      sql`select k from unnest(array['with "quotes"', 'back\\slash', 'NULL', 'other']) k where k = ${anyOf('text', awkward)}`,
    )) as unknown as { rows: { k: string }[] };
    expect(result.rows.map((r) => r.k).sort()).toEqual(['NULL', 'back\\slash', 'with "quotes"']);
  });
});
