import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Dec, planBuy, planSell, splitProRata, valueSen, type Holding, type Weighted } from './trade-math';

const bond: Weighted = { ticker: '0800EA', price: '1.2345', currency: 'MYR', fxRate: '1', weightBps: 3000 };
const stocks: Weighted = { ticker: 'VTI', price: '245.6789', currency: 'USD', fxRate: '4.4321', weightBps: 5000 };
const gold: Weighted = { ticker: 'IAU', price: '51.03', currency: 'USD', fxRate: '4.4321', weightBps: 2000 };

describe('planBuy', () => {
  it('splits RM 1,234.57 into 30/50/20 and leaves the unspent sen as cash (worked by hand)', () => {
    const fills = planBuy(123_457n, [bond, stocks, gold]);
    // 0800EA: share 123457 × 0.30 = 37037.1 → 37037 sen; a unit costs 123.45 sen, so 37037 / 123.45 =
    // 300.016200 08… units → 300.016200 (300016200 micro); cost 300016200 × 123.45 / 1e6 = 37036.99989 → 37037.
    // VTI: share 61728 sen; a unit costs 245.6789 × 4.4321 × 100 = 108887.54… sen → 0.566897 units;
    // cost 61727.8… → 61728. IAU: share 24691; a unit 22616.99… sen → 1.091700 units; cost 24690.7… → 24691.
    expect(fills.map((f) => [f.ticker, f.targetSen, f.units, f.amountSen])).toEqual([
      ['0800EA', 37_037n, 300_016_200n, 37_037n],
      ['VTI', 61_728n, 566_897n, 61_728n],
      ['IAU', 24_691n, 1_091_700n, 24_691n],
    ]);
    expect(fills.find((f) => f.ticker === 'VTI')!.grossAmount).toBe('139.2746313733');
    const spent = fills.reduce((a, f) => a + f.amountSen, 0n);
    expect(spent).toBe(123_456n);
    expect(123_457n - spent).toBe(1n); // one sen stays as cash
  });

  it('buys nothing with a share too small for a micro-unit worth half a sen', () => {
    expect(planBuy(1n, [stocks])).toEqual([]);
    expect(planBuy(0n, [bond])).toEqual([]);
  });

  propIt.prop([
    fc.bigInt({ min: 1n, max: 10n ** 12n }),
    fc.array(
      fc.record({
        price: fc.integer({ min: 1, max: 10_000_000_000 }).map((n) => new Dec(n).div(10_000).toFixed()),
        fx: fc.constantFrom('1', '4.4321', '3.9'),
        weightBps: fc.integer({ min: 0, max: 10_000 }),
      }),
      { minLength: 1, maxLength: 9 },
    ),
  ])('never spends more than each share, and one more micro-unit would exceed it', (cash, assets) => {
    // A model's weights add up to at most 10 000 basis points (exactly 10 000 in the seeded models).
    const sum = assets.reduce((a, x) => a + x.weightBps, 0);
    const model = assets.map((a, i) => ({
      ticker: `T${i}`,
      price: a.price,
      currency: a.fx === '1' ? 'MYR' : 'USD',
      fxRate: a.fx,
      weightBps: sum > 10_000 ? Math.floor((a.weightBps * 10_000) / sum) : a.weightBps,
    }));
    const fills = planBuy(cash, model);
    let spent = 0n;
    for (const f of fills) {
      expect(f.units > 0n).toBe(true);
      expect(f.amountSen <= f.targetSen!).toBe(true);
      const perUnitTimesMicro = new Dec(f.price).mul(f.fxRate).mul(100);
      expect(perUnitTimesMicro.mul((f.units + 1n).toString()).div(1e6).gt(f.targetSen!.toString())).toBe(true);
      spent += f.amountSen;
    }
    expect(spent <= cash).toBe(true);
  });
});

describe('planSell', () => {
  const holdings: Holding[] = [
    { ...bond, units: 300_016_200n },
    { ...gold, units: 1_091_700n },
    { ...stocks, units: 566_897n },
  ];

  it('raises RM 500.00 pro rata by value, the proceeds covering it (worked by hand)', () => {
    // Values: 37037 + 24691 + 61728 = 123456 sen; 50000 split by value is 15000 / 10000 / 25000.
    // 0800EA: 15000 / 123.45 = 121.506682… → rounded up to 121.506683 units, worth 15000.000016 → 15000.
    const fills = planSell(50_000n, holdings);
    expect(fills.map((f) => [f.ticker, f.targetSen, f.units, f.amountSen])).toEqual([
      ['0800EA', 15_000n, 121_506_683n, 15_000n],
      ['IAU', 10_000n, 442_146n, 10_000n],
      ['VTI', 25_000n, 229_596n, 25_000n],
    ]);
  });

  it("sells every unit for 'ALL', and for an amount at or above the holdings' value", () => {
    for (const amount of ['ALL', 123_456n, 999_999n] as const) {
      const fills = planSell(amount, holdings);
      expect(fills.map((f) => f.units)).toEqual(holdings.map((h) => h.units));
      expect(fills.reduce((a, f) => a + f.amountSen, 0n)).toBe(123_456n);
    }
  });

  propIt.prop([
    fc.array(
      fc.record({
        units: fc.bigInt({ min: 0n, max: 10n ** 12n }),
        price: fc.integer({ min: 1, max: 100_000_000 }).map((n) => new Dec(n).div(10_000).toFixed()),
        fx: fc.constantFrom('1', '4.4321'),
      }),
      { minLength: 1, maxLength: 9 },
    ),
    fc.double({ min: 0, max: 1, noNaN: true }),
  ])('proceeds cover the amount, units never exceed what is held', (assets, fraction) => {
    const held: Holding[] = assets.map((a, i) => ({
      ticker: `T${i}`,
      price: a.price,
      currency: 'X',
      fxRate: a.fx,
      units: a.units,
    }));
    const value = held.reduce((a, h) => a + valueSen(h, h.units), 0n);
    const amount = BigInt(Math.floor(Number(value) * fraction));
    const fills = planSell(amount, held);
    const proceeds = fills.reduce((a, f) => a + f.amountSen, 0n);
    expect(proceeds >= amount).toBe(true);
    for (const f of fills) expect(f.units <= held.find((h) => h.ticker === f.ticker)!.units).toBe(true);
  });
});

describe('splitProRata', () => {
  it('gives the left-over sen to the largest remainders', () => {
    // 100 by 1:1:1 is 33.33 each: the first remainder wins the extra sen.
    expect(splitProRata(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitProRata(10n, [0n, 5n, 5n])).toEqual([0n, 5n, 5n]);
  });

  propIt.prop([fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1 })])(
    'adds up exactly',
    (amount, weights) => {
      const parts = splitProRata(amount, weights);
      if (weights.some((w) => w > 0n)) expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
    },
  );
});
