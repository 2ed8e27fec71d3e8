import { ApiPaths } from '@harta/contracts/paths';
import { dashboardSummaryResponseSchema, performanceResponseSchema } from '@harta/contracts/schemas/returns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { etfs } from '../src/db/schema/portfolio';
import { postJournal } from '../src/modules/ledger/post-journal';
import { storeCloses } from '../src/modules/market-data/price-store';
import { dashboardSummary } from '../src/modules/performance/dashboard.service';
import { performanceOf } from '../src/modules/performance/performance.service';
import { tradeRuns } from '../src/db/schema/trading';
import { recordTransaction, updateTransactions } from '../src/modules/transactions/transaction-log';
import { buyModelWeights } from '../src/modules/trading/trade-engine';
import { testDatabases } from './databases';
import { returnsSuite } from './helpers/returns-api';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';
import { insertValuations } from './helpers/valuations';

/**
 * The performance page and the dashboard are answered from `answer_cache` (docs/returns.md "Answer cache"): these
 * tests write, straight into the database as another API instance or a job would, each kind of change the answers
 * depend on (a deposit settling, a trade, a new close, a withdrawal reserved, paid out, a valuation, a renamed
 * fund) and check that the very next request shows it: the answer is the one computed afresh, its ETag has moved
 * on, and the old ETag no longer answers 304. Entries are per client: another client's guid or ETag gets nothing.
 */
describe.each(testDatabases())('answer cache on $name', (kind) => {
  const {
    state,
    client,
    get,
    performanceAnswer: performance,
    dashboardAnswer: dashboard,
  } = returnsSuite(kind, 'cache');
  let db: Db;
  beforeAll(() => {
    db = state.db;
  });

  it('a repeat request gets the stored answer with the same ETag, 304 for If-None-Match, gzip when accepted', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    await insertValuations(db, p.id, [
      ['2026-01-05', 100_000n, 100_000n, '1'],
      ['2026-01-06', 110_000n, 0n, '1.1'],
    ]);
    const first = await performance(c.token);
    expect(first.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const second = await performance(c.token);
    expect(second).toEqual(first);
    // Another client's money moves (a write these answers do not depend on): the key is computed again, comes out
    // the same, and the same answers go out.
    const summaryBefore = await dashboard(c.token);
    await depositCash(db, (await createPortfolio(db, (await client()).clientId)).id, 1_00n);
    expect(await performance(c.token)).toEqual(first);
    expect(await dashboard(c.token)).toEqual(summaryBefore);

    const url = ApiPaths.performance;
    const notModified = await get(url, c.token, { 'if-none-match': first.etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(first.etag);
    expect(await notModified.text()).toBe('');
    expect((await get(url, c.token, { 'if-none-match': 'W/"other", ' + first.etag })).status).toBe(304);

    const zipped = await get(url, c.token, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(performanceResponseSchema.parse(await zipped.json()).result).toEqual(first.body);
    const plain = await get(url, c.token, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(performanceResponseSchema.parse(await plain.json()).result).toEqual(first.body);

    const summary = await dashboard(c.token);
    expect((await get(ApiPaths.dashboard.getDashBoardSummary, c.token, { 'if-none-match': summary.etag })).status).toBe(
      304,
    );
    // The two endpoints never share a key, nor do the two scopes.
    expect(summary.etag).not.toBe(first.etag);
    expect((await performance(c.token, p.guid)).etag).not.toBe(first.etag);
  });

  it('every write the answers depend on shows in the very next request', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    const etags = new Set<string>();

    /** Both answers over HTTP equal the ones computed afresh, under ETags never seen before; old ones get 200. */
    async function current() {
      const perf = await performance(c.token);
      const guidPerf = await performance(c.token, p.guid);
      const summary = await dashboard(c.token);
      expect(perf.body).toEqual(await performanceOf(db, c.clientId, undefined, 'en'));
      expect(guidPerf.body).toEqual(await performanceOf(db, c.clientId, p.guid, 'en'));
      expect(summary.body).toEqual(await dashboardSummary(db, c.clientId, 'en'));
      for (const etag of [perf.etag, guidPerf.etag, summary.etag]) {
        expect(etags.has(etag)).toBe(false);
        etags.add(etag);
      }
      for (const old of etags) {
        if (old === perf.etag) continue;
        expect((await get(ApiPaths.performance, c.token, { 'if-none-match': old })).status).toBe(200);
      }
      // Asked again: the stored answers, unchanged.
      expect(await performance(c.token)).toEqual(perf);
      expect(await dashboard(c.token)).toEqual(summary);
      return { perf: perf.body, summary: summary.body };
    }

    let now = await current();
    expect(now.perf.value).toBe('0.00');

    // A deposit at the bank, then settled: pending on the dashboard, then cash and net deposits.
    const deposit = { sourceType: 'test', sourceId: `cache-deposit-${c.clientId}` };
    await recordTransaction(db, {
      ...deposit,
      clientId: c.clientId,
      portfolioId: p.id,
      type: 'DEPOSIT',
      status: 'PENDING',
      amountSen: 100_000n,
    });
    now = await current();
    expect(now.summary).toMatchObject({ hasProcessingDeposit: true, pending: [{ type: 'DEPOSIT' }] });
    await db.transaction(async (tx) => {
      await depositCash(tx, p.id, 100_000n);
      await updateTransactions(tx, deposit, { status: 'COMPLETED' });
    });
    now = await current();
    expect(now.perf).toMatchObject({ value: '1000.00', netDeposits: '1000.00', holdings: [] });
    // Paid but not invested yet: still in progress, waiting for its trade date (docs/dashboard-and-performance.md).
    expect(now.summary).toMatchObject({
      hasProcessingDeposit: true,
      pending: [{ type: 'DEPOSIT', status: 'COMPLETED', stage: 'TO_BE_INVESTED' }],
      totalValue: '1000.00',
    });

    // A trade: units and their cost.
    await db.transaction((tx) =>
      buyModelWeights(tx, {
        portfolioId: p.id,
        tradeDate: '2026-01-07',
        cashSen: 80_000n,
        idempotencyKey: `cache-buy:${p.id}`,
      }),
    );
    now = await current();
    expect(now.perf.holdings.length).toBeGreaterThan(0);
    const held = now.perf.holdings[0]!;

    // The deposit's trade date has run (a row the answer reads beyond the fingerprint): no longer in progress.
    const settled = now.summary.pending[0]!.tradeDate!;
    await db.insert(tradeRuns).values({ tradeDate: settled, status: 'COMPLETED', completedAt: new Date() });
    // Only the dashboard reads it: its answer is computed afresh under a new key.
    const afterRun = await dashboard(c.token);
    expect(afterRun.body).toMatchObject({ hasProcessingDeposit: false, pending: [] });
    expect(afterRun.body).toEqual(await dashboardSummary(db, c.clientId, 'en'));
    expect(etags.has(afterRun.etag)).toBe(false);
    etags.add(afterRun.etag);

    // A later close of a held fund (a price import): its price and value.
    await storeCloses(db, [{ symbol: held.ticker, date: '2026-01-12', close: '123.456789' }], 'csv');
    now = await current();
    expect(now.perf.holdings.find((h) => h.ticker === held.ticker)).toMatchObject({
      price: '123.456789',
      priceDate: '2026-01-12',
    });

    // A withdrawal: requested (pending), its cash reserved for payout, then paid (a status change alone).
    const withdrawal = { sourceType: 'test', sourceId: `cache-withdrawal-${c.clientId}` };
    await recordTransaction(db, {
      ...withdrawal,
      clientId: c.clientId,
      portfolioId: p.id,
      type: 'WITHDRAWAL',
      status: 'PENDING',
      amountSen: 10_000n,
    });
    now = await current();
    expect(now.summary.pending).toMatchObject([{ type: 'WITHDRAWAL', status: 'PENDING' }]);
    const valueBefore = now.summary.totalValue;
    await db.transaction(async (tx) => {
      await postJournal(tx, {
        idempotencyKey: `cache-withdrawal:${p.id}`,
        kind: 'WITHDRAWAL',
        postings: [
          { account: { kind: 'CLIENT_CASH', portfolioId: p.id }, amount: 10_000n },
          { account: { kind: 'PAYOUT_CLEARING' }, amount: -10_000n },
        ],
      });
      await updateTransactions(tx, withdrawal, { status: 'PROCESSING' });
    });
    now = await current();
    expect(now.summary.totalValue).not.toBe(valueBefore);
    expect(now.perf.netDeposits).toBe('1000.00');
    await updateTransactions(db, withdrawal, { status: 'COMPLETED' });
    now = await current();
    expect(now.perf.netDeposits).toBe('900.00');
    expect(now.summary.pending).toEqual([]);

    // The first valuation: value and net deposits from the snapshot, the chart.
    await insertValuations(db, p.id, [['2026-01-12', 95_000n, 90_000n, '1']]);
    now = await current();
    expect(now.perf).toMatchObject({ asOf: '2026-01-12', value: '950.00', netDeposits: '900.00' });

    // Staff rename a fund.
    await db.update(etfs).set({ name: 'Renamed fund' }).where(eq(etfs.ticker, held.ticker));
    now = await current();
    expect(now.perf.holdings.find((h) => h.ticker === held.ticker)?.name).toBe('Renamed fund');
  });

  it("a client never reads another's entry: not by guid, not by ETag", async () => {
    const a = await client();
    const b = await client();
    const pa = await createPortfolio(db, a.clientId);
    await insertValuations(db, pa.id, [['2026-01-05', 100_000n, 100_000n, '1']]);
    const own = await performance(a.token, pa.guid);
    expect(own.body.value).toBe('1000.00');

    const byGuid = await get(`${ApiPaths.performance}?portfolio=${pa.guid}`, b.token, { 'if-none-match': own.etag });
    expect(byGuid.status).toBe(404);
    const all = await get(ApiPaths.performance, b.token, { 'if-none-match': (await performance(a.token)).etag });
    expect(all.status).toBe(200);
    expect(performanceResponseSchema.parse(await all.json()).result).toMatchObject({ value: '0.00', holdings: [] });
    const summary = await get(ApiPaths.dashboard.getDashBoardSummary, b.token, {
      'if-none-match': (await dashboard(a.token)).etag,
    });
    expect(summary.status).toBe(200);
    expect(dashboardSummaryResponseSchema.parse(await summary.json()).result.portfolios).toEqual([]);
  });
});

/**
 * A key is remembered with the database snapshot it was computed under, and reused while the snapshot is the same
 * (docs/returns.md "Answer cache"). A transaction that had written but not committed when the key was computed is
 * part of that snapshot as "running": its commit alone changes the snapshot. Only PostgreSQL can show it: the
 * embedded engine runs one transaction at a time, and a request waits for it.
 */
describe.each(testDatabases().filter((kind) => kind.name === 'postgres'))(
  'answer cache on $name, a write in flight',
  (kind) => {
    const { state, client, performanceAnswer: performance } = returnsSuite(kind, 'cache-inflight');

    it('a write still running while the answer is read twice shows once it commits', async () => {
      const c = await client();
      const p = await createPortfolio(state.db, c.clientId);
      // A second server instance's pool (closed with the database).
      const other = await state.database.openAnother();
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const hasWritten = new Promise<void>((resolve) => (written = resolve));
      const writer = other.db.transaction(async (tx) => {
        await depositCash(tx, p.id, 50_000n);
        written();
        await committing;
      });
      await hasWritten;
      const first = await performance(c.token);
      expect(first.body.value).toBe('0.00');
      // The first stored its answer (a write of its own); the third is answered under the key the second computed.
      expect(await performance(c.token)).toEqual(first);
      expect(await performance(c.token)).toEqual(first);
      commit();
      await writer;
      const after = await performance(c.token);
      expect(after.body.value).toBe('500.00');
      expect(after.etag).not.toBe(first.etag);
    });
  },
);
