import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { portfolios } from '../src/db/schema/portfolios';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import type { AccountRef } from '../src/modules/ledger/account-kinds';
import { postJournal } from '../src/modules/ledger/post-journal';
import { importPricesCsv } from '../src/modules/market-data/price-store';
import { findOwnPortfolio } from '../src/modules/portfolios/portfolio.repository';
import {
  malaysiaDate,
  MissingPriceError,
  valuePortfolio,
  valuePortfolios,
} from '../src/modules/portfolios/portfolio-valuation';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient } from './helpers/registration-clients';

/**
 * What a portfolio is worth (docs/money.md "Portfolios"): the ledger's balances x the close on or before the date
 * x USDMYR for US-dollar assets, each holding rounded half-even to the sen. The figures are worked out by hand
 * below; the prices come from a CSV import so they are exact and not the sandbox's.
 */

const SYMBOLS = new Set(['VTI', 'BND', '0820EA', '0821EA', 'USDMYR']);
// Thursday 2026-03-05 and Friday 2026-03-06. BND has no Friday close: Thursday's is the one on or before Friday.
const PRICES = [
  'date,symbol,close',
  '2026-03-05,VTI,249.000000',
  '2026-03-05,BND,72.500000',
  '2026-03-05,USDMYR,4.400000',
  '2026-03-06,VTI,250.123456',
  '2026-03-06,0820EA,1.500000',
  '2026-03-06,0821EA,0.010000',
  '2026-03-06,USDMYR,4.432100',
].join('\n');

describe.each(testDatabases())('portfolio valuation on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let clientId: number;
  let otherClientId: number;
  let a: { id: number; guid: string };
  let b: { id: number; guid: string };
  let empty: { id: number; guid: string };

  const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
  async function deposit(portfolioId: number, sen: bigint) {
    await postJournal(db, {
      idempotencyKey: `test:deposit:${portfolioId}:${sen}`,
      kind: 'DEPOSIT',
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
        { account: cash(portfolioId), amount: -sen },
      ],
    });
  }
  async function giveUnits(portfolioId: number, ticker: string, micro: bigint) {
    await postJournal(db, {
      idempotencyKey: `test:units:${portfolioId}:${ticker}`,
      kind: 'INVEST',
      postings: [
        { account: { kind: 'CUSTODY_UNITS', ticker }, amount: micro },
        { account: { kind: 'CLIENT_UNITS', portfolioId, ticker }, amount: -micro },
      ],
    });
  }

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await ensureInvestmentReferenceData(db);
    expect(await importPricesCsv(db, PRICES, SYMBOLS)).toMatchObject({ errors: [] });
    clientId = (await createTestClient(db, { email: 'valued@example.com', status: 'ACTIVE' })).clientId;
    otherClientId = (await createTestClient(db, { email: 'other-valued@example.com', status: 'ACTIVE' })).clientId;
    [a, b] = (await db
      .insert(portfolios)
      .values([
        { clientId, goalName: 'Retirement', riskLevel: 3 },
        { clientId, goalName: 'House', riskLevel: 5 },
      ])
      .returning({ id: portfolios.id, guid: portfolios.guid })) as [typeof a, typeof b];
    [empty] = (await db
      .insert(portfolios)
      .values({ clientId: otherClientId, goalName: 'Nothing yet', riskLevel: 1 })
      .returning({ id: portfolios.id, guid: portfolios.guid })) as [typeof empty];

    await deposit(a.id, 100_000n);
    await giveUnits(a.id, 'VTI', 1_234_567n);
    await giveUnits(a.id, 'BND', 3_000_001n);
    await giveUnits(a.id, '0820EA', 100_000_000n);
    await giveUnits(b.id, '0821EA', 2_500_000n);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('values cash and units, converting US-dollar assets at USDMYR', async () => {
    const value = await valuePortfolio(db, a.id, '2026-03-06');
    // VTI: 1.234567 units x USD 250.123456 x 4.4321 = RM 1368.6066173826... -> 136861 sen
    // BND: 3.000001 units x USD 72.5 (Thursday) x 4.4321 = RM 963.98207132725 -> 96398 sen
    // 0820EA: 100 units x RM 1.5 = RM 150.00 -> 15000 sen (ringgit-listed: no FX)
    expect(value.holdings).toEqual([
      {
        ticker: '0820EA',
        units: 100_000_000n,
        close: '1.500000',
        closeDate: '2026-03-06',
        currency: 'MYR',
        valueSen: 15_000n,
      },
      {
        ticker: 'BND',
        units: 3_000_001n,
        close: '72.500000',
        closeDate: '2026-03-05',
        currency: 'USD',
        valueSen: 96_398n,
      },
      {
        ticker: 'VTI',
        units: 1_234_567n,
        close: '250.123456',
        closeDate: '2026-03-06',
        currency: 'USD',
        valueSen: 136_861n,
      },
    ]);
    expect(value.cashSen).toBe(100_000n);
    expect(value.unitsValueSen).toBe(15_000n + 96_398n + 136_861n);
    expect(value.totalSen).toBe(100_000n + 248_259n);
    expect(value.usdMyr).toBe('4.432100');
    expect(value.priceDate).toBe('2026-03-06');
  });

  it('rounds a half sen to the even sen', async () => {
    // 2.5 units x RM 0.01 = RM 0.025 = 2.5 sen -> 2 (half-up would say 3)
    const value = await valuePortfolio(db, b.id, '2026-03-06');
    expect(value.holdings.map((h) => h.valueSen)).toEqual([2n]);
    expect(value).toMatchObject({ cashSen: 0n, totalSen: 2n, usdMyr: null });
  });

  it('uses the last close on or before the date, and refuses to guess a price that is not there', async () => {
    // Sunday: Friday's closes.
    expect(await valuePortfolio(db, a.id, '2026-03-08')).toMatchObject({ totalSen: 348_259n, priceDate: '2026-03-06' });
    // 0820EA has no close on or before Thursday: no value rather than a wrong one.
    await expect(valuePortfolio(db, a.id, '2026-03-05')).rejects.toBeInstanceOf(MissingPriceError);
  });

  it('values a portfolio never posted to as zero, and several portfolios in one call', async () => {
    const values = await valuePortfolios(db, [a.id, b.id, empty.id], '2026-03-06');
    expect(values.get(empty.id)).toMatchObject({ cashSen: 0n, holdings: [], totalSen: 0n, priceDate: null });
    expect(values.get(a.id)!.totalSen).toBe(348_259n);
    expect(values.get(b.id)!.totalSen).toBe(2n);
    expect(malaysiaDate(new Date('2026-03-06T16:30:00Z'))).toBe('2026-03-07');
  });

  it("finds the client's own portfolio only", async () => {
    expect(await findOwnPortfolio(db, clientId, a.guid)).toMatchObject({ id: a.id, goalName: 'Retirement' });
    expect(await findOwnPortfolio(db, clientId, a.guid.toUpperCase())).toMatchObject({ id: a.id });
    expect(await findOwnPortfolio(db, otherClientId, a.guid)).toBeUndefined();
    expect(await findOwnPortfolio(db, clientId, empty.guid)).toBeUndefined();
    expect(await findOwnPortfolio(db, clientId, 'not-a-uuid')).toBeUndefined();
    // As the withdrawal reserves: lock the row, then value inside the same transaction.
    const locked = await db.transaction(async (tx) => {
      const row = await findOwnPortfolio(tx, clientId, a.guid, { forUpdate: true });
      return row && (await valuePortfolio(tx, row.id, '2026-03-06')).totalSen;
    });
    expect(locked).toBe(348_259n);
    expect(await findOwnPortfolio(db, clientId, "' or 1=1 --")).toBeUndefined();
  });
});
