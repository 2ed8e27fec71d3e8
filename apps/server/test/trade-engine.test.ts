import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { tradeFills, tradeOrders } from '../src/db/schema/trading';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { loadTradeContext, modelKey, PricesMissingError } from '../src/modules/trading/trade-context';
import { buyModelWeights, sellProRata } from '../src/modules/trading/trade-engine';
import { planBuy } from '../src/modules/trading/trade-math';
import { testDatabases } from './databases';
import { createPortfolio, depositCash, tradingSuite } from './helpers/trading-fixtures';

/**
 * The trade engine on a real ledger (docs/money.md "Invest", "Sell"): a buy spends exactly what its fills cost and
 * leaves the rest as cash, units land in the client's and the custody accounts, a sell raises at least what was
 * asked, and a trade key trades once.
 */

const T = '2026-01-07'; // a Wednesday
const cash = (portfolioId: number) => ({ kind: 'CLIENT_CASH' as const, portfolioId });
const units = (portfolioId: number, ticker: string) => ({ kind: 'CLIENT_UNITS' as const, portfolioId, ticker });

describe.each(testDatabases())('trade engine on $name', (kind) => {
  let db: Db;
  let clientId: number;
  const suite = tradingSuite(kind.open, {
    email: `engine-${kind.name}@example.com`,
    prices: { from: '2026-01-05', to: '2026-01-09' },
  });
  beforeAll(() => ({ db, clientId } = suite));

  it('buys the model weights: spent + cash left = the deposit, units where the fills say, exactly the plan', async () => {
    const p = await createPortfolio(db, clientId, { riskLevel: 3 });
    await depositCash(db, p.id, 1_000_000n); // RM 10,000.00
    const context = await loadTradeContext(db, T);
    const expected = planBuy(
      1_000_000n,
      context.models
        .get(modelKey(3, false))!
        .map((w) => ({ ...context.assets.get(w.ticker)!, weightBps: w.weightBps })),
    );

    const buy = await db.transaction((tx) =>
      buyModelWeights(tx, { portfolioId: p.id, tradeDate: T, cashSen: 1_000_000n, idempotencyKey: `buy:${p.id}` }),
    );
    expect(buy.replayed).toBe(false);
    expect(buy.fills.map((f) => [f.ticker, f.units, f.amountSen])).toEqual(
      expected.map((f) => [f.ticker, f.units, f.amountSen]),
    );
    expect(buy.fills).toHaveLength(7); // risk level 3 holds seven ETFs
    expect(buy.spentSen).toBe(expected.reduce((a, f) => a + f.amountSen, 0n));
    const left = await getBalance(db, cash(p.id));
    expect(buy.spentSen + left).toBe(1_000_000n);
    // Each of seven shares loses less than one sen to its own rounding and less than a micro-unit's price.
    expect(left < 700n).toBe(true);
    for (const f of buy.fills) {
      expect(await getBalance(db, units(p.id, f.ticker))).toBe(f.units);
      expect(f.side).toBe('BUY');
    }
    // USD assets went through that day's USDMYR; ringgit ones at 1.
    expect(buy.fills.find((f) => f.ticker === 'VTI')!.fxRate).toBe(context.assets.get('VTI')!.fxRate);
    expect(buy.fills.find((f) => f.ticker === '0800EA')!.fxRate).toBe('1');
    const orders = await db
      .select()
      .from(tradeOrders)
      .where(eq(tradeOrders.tradeKey, `buy:${p.id}`));
    expect(orders).toHaveLength(7);
    expect(orders.every((o) => o.side === 'BUY' && o.tradeDate === T)).toBe(true);
  });

  it('a trade key trades once: the retry answers the first trade and moves nothing', async () => {
    const p = await createPortfolio(db, clientId);
    await depositCash(db, p.id, 250_000n);
    const args = { portfolioId: p.id, tradeDate: T, cashSen: 250_000n, idempotencyKey: `once:${p.id}` };
    const first = await db.transaction((tx) => buyModelWeights(tx, args));
    await depositCash(db, p.id, 50_000n);
    const again = await db.transaction((tx) => buyModelWeights(tx, { ...args, cashSen: 300_000n }));
    expect(again.replayed).toBe(true);
    expect(again.spentSen).toBe(first.spentSen);
    expect(again.fills).toEqual(first.fills);
    expect(await getBalance(db, cash(p.id))).toBe(300_000n - first.spentSen);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tradeOrders)
      .where(eq(tradeOrders.tradeKey, args.idempotencyKey));
    expect(count!.n).toBe(first.fills.length);
  });

  it('sells pro rata: the proceeds cover the amount and land in the cash account', async () => {
    const p = await createPortfolio(db, clientId, { riskLevel: 4 });
    await depositCash(db, p.id, 500_000n);
    const buy = await db.transaction((tx) =>
      buyModelWeights(tx, { portfolioId: p.id, tradeDate: T, cashSen: 500_000n, idempotencyKey: `b4:${p.id}` }),
    );
    const cashBefore = await getBalance(db, cash(p.id));
    const sell = await db.transaction((tx) =>
      sellProRata(tx, { portfolioId: p.id, tradeDate: '2026-01-08', amountSen: 123_456n, idempotencyKey: `s:${p.id}` }),
    );
    expect(sell.proceedsSen >= 123_456n).toBe(true);
    // Less than a sen over per holding sold (each holding's units rounded up to the micro-unit).
    expect(sell.proceedsSen - 123_456n <= BigInt(sell.fills.length)).toBe(true);
    expect(await getBalance(db, cash(p.id))).toBe(cashBefore + sell.proceedsSen);
    for (const f of sell.fills) {
      const bought = buy.fills.find((b) => b.ticker === f.ticker)!.units;
      expect(await getBalance(db, units(p.id, f.ticker))).toBe(bought - f.units);
      expect(f.side).toBe('SELL');
    }
    const fills = await db
      .select({ amountSen: tradeFills.amountSen })
      .from(tradeFills)
      .innerJoin(tradeOrders, eq(tradeOrders.id, tradeFills.orderId))
      .where(eq(tradeOrders.tradeKey, `s:${p.id}`));
    expect(fills.reduce((a, f) => a + f.amountSen, 0n)).toBe(sell.proceedsSen);
  });

  it("sells every unit with 'ALL'", async () => {
    const p = await createPortfolio(db, clientId, { riskLevel: 5 });
    await depositCash(db, p.id, 77_777n);
    const buy = await db.transaction((tx) =>
      buyModelWeights(tx, { portfolioId: p.id, tradeDate: T, cashSen: 77_777n, idempotencyKey: `b5:${p.id}` }),
    );
    const sell = await db.transaction((tx) =>
      sellProRata(tx, { portfolioId: p.id, tradeDate: T, amountSen: 'ALL', idempotencyKey: `all:${p.id}` }),
    );
    expect(sell.fills.map((f) => f.units)).toEqual(
      [...buy.fills].sort((a, b) => (a.ticker < b.ticker ? -1 : 1)).map((f) => f.units),
    );
    for (const f of buy.fills) expect(await getBalance(db, units(p.id, f.ticker))).toBe(0n);
    // Same day, same prices: selling everything gives back what the units cost (each fill rounded the same way).
    expect(sell.proceedsSen).toBe(buy.spentSen);
    expect(await getBalance(db, cash(p.id))).toBe(77_777n);
  });

  it('without the date’s closes it trades nothing and says which price is missing', async () => {
    const p = await createPortfolio(db, clientId);
    await depositCash(db, p.id, 10_000n);
    const attempt = db.transaction((tx) =>
      buyModelWeights(tx, {
        portfolioId: p.id,
        tradeDate: '2026-02-02',
        cashSen: 10_000n,
        idempotencyKey: `missing:${p.id}`,
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(PricesMissingError);
    expect(
      await db
        .select()
        .from(tradeOrders)
        .where(eq(tradeOrders.tradeKey, `missing:${p.id}`)),
    ).toEqual([]);
    expect(await getBalance(db, cash(p.id))).toBe(10_000n);
  });
});
