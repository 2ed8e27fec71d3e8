import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import {
  closeOnOrBefore,
  closesOnOrBefore,
  fillFromProvider,
  importPricesCsv,
} from '../src/modules/market-data/price-store';
import { sandboxMarketData } from '../src/providers/market-data/sandbox-market-data';
import { testDatabases, type TestDatabase } from './databases';

/** Prices land in market_prices exactly, real closes win over generated ones, and reads find the last close. */
describe.each(testDatabases())('market prices on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  const provider = sandboxMarketData({ seed: 11 });
  const known = new Set(provider.symbols);

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('fills the sandbox history and keeps an imported close over a generated one', async () => {
    const written = await fillFromProvider(db, provider, '2026-11-02', '2026-11-20');
    expect(written).toBe(15 * provider.symbols.length);
    const generated = (await provider.closes('2026-11-20', '2026-11-20')).find((c) => c.symbol === 'VTI')!;
    expect(Number((await closeOnOrBefore(db, 'VTI', '2026-11-20'))!.close)).toBe(Number(generated.close));

    const imported = await importPricesCsv(db, 'date,symbol,close\n2026-11-20,VTI,312.123456\n', known);
    expect(imported).toEqual({ imported: 1, errors: [] });
    await fillFromProvider(db, provider, '2026-11-02', '2026-11-20');
    // numeric(20,6) keeps all six places on both drivers; the weekend asks for Friday's close.
    expect(await closeOnOrBefore(db, 'VTI', '2026-11-22')).toEqual({ date: '2026-11-20', close: '312.123456' });
    expect(await closeOnOrBefore(db, 'VTI', '2026-11-01')).toBeNull();
    // Several symbols in one statement give the same answers; one without a close is absent.
    const closes = await closesOnOrBefore(db, ['VTI', 'BND', 'NOPE'], '2026-11-22');
    expect([...closes.keys()].sort()).toEqual(['BND', 'VTI']);
    expect(closes.get('VTI')).toEqual({ date: '2026-11-20', close: '312.123456' });
    expect(closes.get('BND')).toEqual(await closeOnOrBefore(db, 'BND', '2026-11-22'));
  });

  it('imports nothing from a file with a bad row', async () => {
    const result = await importPricesCsv(db, '2026-11-23,BND,70.5\n2026-11-24,BND,abc\n', known);
    expect(result.imported).toBe(0);
    expect(result.errors).toEqual([{ line: 2, message: expect.stringMatching(/not a positive decimal/) }]);
    expect(await closeOnOrBefore(db, 'BND', '2026-11-23')).toMatchObject({ date: '2026-11-20' });
  });
});
