import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../test/databases';
import { literal, preparedStatement } from './prepared-statement';

const NASTY = [
  "'; drop table users; --",
  "\\'; select 1; --",
  'back\\slash \\\\ and \\x41 and $$dollar$$',
  'unicode ✓ émoji 🚀 and \u2028 line separator',
  '',
  "O'Brien\nnew line\ttab",
];

describe('literal', () => {
  it('quotes strings so that no value can end the literal', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal(null)).toBe('NULL');
    expect(literal(undefined)).toBe('NULL');
    expect(literal(42)).toBe('42');
    expect(literal(-1.5)).toBe('-1.5');
    expect(literal(true)).toBe('TRUE');
    expect(literal(new Date('2026-01-02T03:04:05.678Z'))).toBe("'2026-01-02T03:04:05.678Z'");
  });

  it("writes every string exactly as node-postgres' escapeLiteral does", () => {
    for (const text of [...NASTY, "''\\\\''", "\\'", "'\\", 'x'.repeat(5000) + "'" + '\\'.repeat(3)]) {
      expect(literal(text)).toBe(pg.escapeLiteral(text));
    }
  });

  it('refuses NUL, non-finite numbers, invalid dates and other types', () => {
    expect(() => literal('a\0b')).toThrow(TypeError);
    expect(() => literal(Number.NaN)).toThrow(TypeError);
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => literal(new Date(Number.NaN))).toThrow(TypeError);
    expect(() => literal({})).toThrow(TypeError);
    expect(() => literal(1n)).toThrow(TypeError);
  });
});

describe.each(testDatabases())('prepared statements ($name)', ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('passes any string through unchanged, as text, uuid, jsonb and timestamptz parameters', async () => {
    const echo = preparedStatement<{ t: string; u: string; j: unknown; ts: Date; n: number; b: boolean }>(
      database.db,
      'harta_test_echo',
      'select $1::text as t, $2::uuid as u, $3::jsonb as j, $4::timestamptz as ts, $5::int as n, $6::boolean as b',
    );
    const id = randomUUID();
    const when = new Date('2026-05-06T07:08:09.123Z');
    for (const text of NASTY) {
      const [row] = await echo([text, id, JSON.stringify({ text }), when, -7, false]);
      expect(row).toEqual({ t: text, u: id, j: { text }, ts: when, n: -7, b: false });
    }
    const [nulls] = await echo([null, null, null, null, null, null]);
    expect(nulls).toEqual({ t: null, u: null, j: null, ts: null, n: null, b: null });
  });

  it('shares one statement between handles on the same database and inside transactions', async () => {
    const text = 'select $1::text as v';
    const a = preparedStatement<{ v: string }>(database.db, 'harta_test_shared', text);
    expect(await a(['a'])).toEqual([{ v: 'a' }]);
    const other = await database.openAnother();
    expect(await preparedStatement<{ v: string }>(other.db, 'harta_test_shared', text)(['b'])).toEqual([{ v: 'b' }]);
    const inTx = await database.db.transaction((tx) =>
      preparedStatement<{ v: string }>(tx, 'harta_test_shared', text)(["c'"]),
    );
    expect(inTx).toEqual([{ v: "c'" }]);
  });

  it('prepares again when the session has lost the statement', async () => {
    const statement = preparedStatement<{ v: number }>(database.db, 'harta_test_lost', 'select $1::int + 1 as v');
    expect(await statement([1])).toEqual([{ v: 2 }]);
    if (database.kind === 'pglite') {
      await database.db.execute(sql`deallocate all`);
      expect(await statement([2])).toEqual([{ v: 3 }]);
    }
  });

  it('reports errors of the statement', async () => {
    const bad = preparedStatement(database.db, 'harta_test_bad', 'select $1::uuid as u');
    await expect(bad(['not-a-uuid'])).rejects.toThrow();
    expect(await bad([randomUUID()])).toHaveLength(1);
  });
});
