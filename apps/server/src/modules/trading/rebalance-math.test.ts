import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { maxDriftBps, planBuyTowardModel, planRebalance, planSellOverweightFirst } from './rebalance-math';
import { planBuy, planSell, valueSen, type Holding, type PricedAsset, type Weighted } from './trade-math';

/**
 * Worked examples of the rebalancing arithmetic (docs/money.md "Rebalancing"). Two ringgit funds keep the sums
 * readable: A at RM 1.00 a unit, B at RM 2.00; the model is 50 / 50.
 */
const A: PricedAsset = { ticker: 'A', price: '1', currency: 'MYR', fxRate: '1' };
const B: PricedAsset = { ticker: 'B', price: '2', currency: 'MYR', fxRate: '1' };
const C: PricedAsset = { ticker: 'C', price: '10', currency: 'MYR', fxRate: '1' };
const model: Weighted[] = [
  { ...A, weightBps: 5000 },
  { ...B, weightBps: 5000 },
];
/** RM 700 of A (700 units) and RM 300 of B (150 units): A is 70% of the portfolio, 20 points over the model. */
const drifted: Holding[] = [
  { ...A, units: 700_000_000n },
  { ...B, units: 150_000_000n },
];
const rows = (fills: { ticker: string; units: bigint; amountSen: bigint }[]) =>
  fills.map((f) => [f.ticker, f.units, f.amountSen]);

describe('maxDriftBps', () => {
  it('measures the largest distance from the model weights, over units plus cash', () => {
    expect(maxDriftBps(0n, drifted, model)).toBe(2000);
    // RM 200 of cash: A is 700/1200 = 58.33%, B 25%: B is 25 points under.
    expect(maxDriftBps(20_000n, drifted, model)).toBe(2500);
    expect(maxDriftBps(0n, [], model)).toBe(0);
  });
});

describe('planBuyTowardModel', () => {
  it('spends a deposit on the underweight asset first (RM 200 all into B)', () => {
    // Value 1,200: targets 600 / 600; A is over, B 300 under: the whole RM 200 buys B, 100 units at RM 2.
    expect(rows(planBuyTowardModel(20_000n, drifted, model))).toEqual([['B', 100_000_000n, 20_000n]]);
  });

  it('splits cash beyond every gap by the model weights', () => {
    // Value 2,000 with RM 1,000 cash: targets 1,000 each; gaps A 300, B 700 (RM 1,000 in all = the cash).
    expect(rows(planBuyTowardModel(100_000n, drifted, model))).toEqual([
      ['A', 300_000_000n, 30_000n],
      ['B', 350_000_000n, 70_000n],
    ]);
    // RM 1,200 of cash: the gaps (A 400, B 800) take 1,200 exactly; nothing is left over for the weights.
    const more = planBuyTowardModel(140_000n, drifted, model);
    expect(more.reduce((sum, f) => sum + f.amountSen, 0n)).toBe(140_000n);
  });

  it('with nothing held, buys exactly the model weights as planBuy does', () => {
    expect(planBuyTowardModel(123_457n, [], model)).toEqual(planBuy(123_457n, model));
  });
});

describe('planSellOverweightFirst', () => {
  it('raises a withdrawal from the overweight asset (RM 200 all from A)', () => {
    // Left after: 800, targets 400 / 400; A is 300 over, B 100 under: all 200 from A (200 units).
    expect(rows(planSellOverweightFirst(20_000n, drifted, model))).toEqual([['A', 200_000_000n, 20_000n]]);
  });

  it('from a portfolio on its model, sells exactly pro rata', () => {
    const onModel: Holding[] = [
      { ...A, units: 500_000_000n },
      { ...B, units: 250_000_000n },
    ];
    expect(planSellOverweightFirst(12_345n, onModel, model)).toEqual(planSell(12_345n, onModel));
  });

  it('sells everything for ALL or an amount at or above the value', () => {
    expect(planSellOverweightFirst('ALL', drifted, model)).toEqual(planSell('ALL', drifted));
    expect(planSellOverweightFirst(200_000n, drifted, model)).toEqual(planSell('ALL', drifted));
  });

  propIt.prop([fc.bigInt({ min: 1n, max: 99_999n }), fc.bigInt({ min: 1n, max: 10n ** 9n })])(
    'the proceeds cover the amount and no holding sells more than it has',
    (amount, bUnits) => {
      const holdings: Holding[] = [
        { ...A, units: 700_000_000n },
        { ...B, units: bUnits },
        { ...C, units: 1_000_000n },
      ];
      const total = holdings.reduce((sum, h) => sum + valueSen(h, h.units), 0n);
      const fills = planSellOverweightFirst(amount, holdings, model);
      for (const f of fills) expect(f.units).toBeLessThanOrEqual(holdings.find((h) => h.ticker === f.ticker)!.units);
      const proceeds = fills.reduce((sum, f) => sum + f.amountSen, 0n);
      if (amount < total) expect(proceeds + BigInt(fills.length)).toBeGreaterThanOrEqual(amount);
    },
  );
});

describe('planRebalance', () => {
  it('sells the overweight down to target and buys the underweight with the proceeds (worked example)', () => {
    // Value 1,000: targets 500 / 500. Sell RM 200 of A (200 units); buy RM 200 of B (100 units at RM 2).
    const { sells, buys } = planRebalance(0n, drifted, model);
    expect(rows(sells)).toEqual([['A', 200_000_000n, 20_000n]]);
    expect(rows(buys)).toEqual([['B', 100_000_000n, 20_000n]]);
    const after: Holding[] = [
      { ...A, units: 500_000_000n },
      { ...B, units: 250_000_000n },
    ];
    expect(maxDriftBps(0n, after, model)).toBe(0);
  });

  it('sells a fund the model no longer holds whole, and invests the cash as well', () => {
    // C: RM 100 (10 units at RM 10), not in the model; cash RM 50. Value 1,150: targets 575 / 575.
    const { sells, buys } = planRebalance(5_000n, [...drifted, { ...C, units: 10_000_000n }], model);
    expect(rows(sells)).toEqual([
      ['A', 125_000_000n, 12_500n],
      ['C', 10_000_000n, 10_000n],
    ]);
    // Cash 50 + proceeds 225 = 275 buys B's gap (575 - 300) exactly: 137.5 units.
    expect(rows(buys)).toEqual([['B', 137_500_000n, 27_500n]]);
  });

  it('leaves an excess under RM 1 alone (no dust orders)', () => {
    const nearly: Holding[] = [
      { ...A, units: 500_500_000n },
      { ...B, units: 249_750_000n },
    ];
    expect(planRebalance(0n, nearly, model).sells).toEqual([]);
  });
});
