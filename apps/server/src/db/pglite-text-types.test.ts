import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbeddedDatabase } from './embedded';
import type { ReopeningPglite } from './reopening-pglite';

// One row of every type the embedded handle reads as text (db/pglite-text-types.ts), beside others it leaves alone.
const ROW = `select timestamp '2026-11-29 16:07:28.123456' as ts,
  timestamptz '2026-11-29 16:07:28.123456+08' as tstz,
  date '2026-11-29' as d,
  interval '1 day 02:03:04' as iv,
  array[1.5, 2.25]::numeric[] as nums,
  array[timestamptz '2026-01-02 03:04:05+00', null]::timestamptz[] as tstzs,
  array[date '2026-01-02']::date[] as ds,
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as tss,
  array[interval '1 hour']::interval[] as ivs,
  null::timestamptz as none,
  42 as n, '{"a":1}'::jsonb as j, array['x','y'] as texts`;

const SILENT = { warn: () => undefined };

describe("the embedded handle reads drizzle's text types without a per-query parser map", () => {
  let handle: ReopeningPglite;
  let plain: PGlite;

  beforeAll(async () => {
    handle = await openEmbeddedDatabase('memory://', SILENT);
    plain = await PGlite.create();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await plain.close();
  });

  it('gives drizzle the same rows as a plain PGlite instance does', async () => {
    const before = await drizzle(plain).execute(sql.raw(ROW));
    const now = await drizzle(handle as unknown as PGlite).execute(sql.raw(ROW));
    expect(now.rows).toEqual(before.rows);
    expect(now.rows[0]).toMatchObject({ tstz: '2026-11-29 08:07:28.123456+00', d: '2026-11-29', n: 42 });
  });

  it('hands PGlite no parser map for a drizzle query, which PGlite would copy whole for every query', async () => {
    const spy = vi.spyOn(PGlite.prototype, 'query');
    try {
      await drizzle(handle as unknown as PGlite).execute(sql`select now() as at`);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![2]).not.toHaveProperty('parsers');
    } finally {
      spy.mockRestore();
    }
  });

  it('gives drizzle the same rows inside a transaction', async () => {
    const before = await drizzle(plain).transaction((tx) => tx.execute(sql.raw(ROW)));
    const now = await drizzle(handle as unknown as PGlite).transaction((tx) => tx.execute(sql.raw(ROW)));
    expect(now.rows).toEqual(before.rows);
  });

  it('gives a caller without parsers what PGlite gives it: dates and parsed arrays', async () => {
    const expected = (await plain.query(ROW)).rows;
    expect((await handle.query(ROW)).rows).toEqual(expected);
    expect((await handle.query(ROW, [], { rowMode: 'array' })).rows).toEqual(
      (await plain.query(ROW, [], { rowMode: 'array' })).rows,
    );
    expect((await handle.exec(`${ROW}; select 1 as one`)).map((r) => r.rows)).toEqual([expected, [{ one: 1 }]]);
    const row = expected[0] as Record<string, unknown>;
    expect(row.tstz).toBeInstanceOf(Date);
    expect(row.tstzs).toEqual([new Date('2026-01-02T03:04:05Z'), null]);
    expect(row.none).toBeNull();
  });

  it('does the same for the calls of a transaction (query, exec and sql)', async () => {
    const expected = (await plain.query(ROW)).rows;
    const got = await handle.transaction(async (tx) => ({
      query: (await tx.query(ROW)).rows,
      exec: (await tx.exec(ROW))[0]!.rows,
      sql: (await tx.sql`select timestamptz '2026-11-29 16:07:28+08' as tstz, ${1}::int as n`).rows,
    }));
    expect(got.query).toEqual(expected);
    expect(got.exec).toEqual(expected);
    expect(got.sql).toEqual([{ tstz: new Date('2026-11-29T08:07:28Z'), n: 1 }]);
  });

  it("keeps a caller's own parsers, and parses as before the text types they do not name", async () => {
    const options = { parsers: { [types.INT4]: (v: string) => `int ${v}`, [types.DATE]: (v: string) => `day ${v}` } };
    const { rows } = await handle.query<Record<string, unknown>>(ROW, [], options);
    expect(rows[0]).toMatchObject({ n: 'int 42', d: 'day 2026-11-29' });
    expect(rows[0]!.tstz).toEqual(new Date('2026-11-29T08:07:28.123Z'));
  });

  it("keeps a caller's own parser of a text type that does more than return its input", async () => {
    const options = { parsers: { [types.TIMESTAMPTZ]: (v: string) => `at ${v}` } };
    const { rows } = await handle.query<Record<string, unknown>>(ROW, [], options);
    expect(rows[0]).toMatchObject({ tstz: 'at 2026-11-29 08:07:28.123456+00' });
    expect(rows[0]!.d).toEqual((await plain.query<Record<string, unknown>>(ROW)).rows[0]!.d);
  });

  it("keeps a name given twice as PGlite does: the last column's value", async () => {
    const sqlText = `select timestamptz '2026-01-01 00:00:00+00' as x, 'text' as x`;
    expect((await handle.query(sqlText)).rows).toEqual((await plain.query(sqlText)).rows);
    const reversed = `select 'text' as x, timestamptz '2026-01-01 00:00:00+00' as x`;
    expect((await handle.query(reversed)).rows).toEqual((await plain.query(reversed)).rows);
  });
});
