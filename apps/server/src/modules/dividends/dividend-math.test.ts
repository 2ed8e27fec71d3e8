import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendShare, perUnitInRinggit, purificationOf } from './dividend-math';

/**
 * The rounding of docs/money.md "Dividends", checked against plain integer arithmetic (no decimal library): every
 * decimal is an integer numerator over a power of ten, and each rounding is written out with bigint division.
 */

/** A decimal text with `scale` places as a bigint numerator: '0.95' at scale 8 → 95000000n. */
const scaled = (digits: bigint, scale: number) => {
  const text = digits.toString().padStart(scale + 1, '0');
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
};

const floorDiv = (a: bigint, b: bigint) => a / b; // both ≥ 0
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
/** a / b rounded half to even, a ≥ 0, b > 0. */
const halfEvenDiv = (a: bigint, b: bigint) => {
  const q = a / b;
  const r = a % b;
  if (2n * r > b || (2n * r === b && q % 2n === 1n)) return q + 1n;
  return q;
};

describe('dividend shares', () => {
  it('works a hand example: 2.5 units of a US fund at USD 0.95, USDMYR 4.4725, 30% withheld, 5% purified', () => {
    const terms = { perUnit: '0.95', fxRate: '4.4725', withholdingRate: '0.3', purificationRatio: '0.05' };
    // 2.5 × 0.95 × 4.4725 = 10.6221875 ringgit → 1,062 sen (down); tax 318.6 → 319; net 743; purification 37.15 → 38.
    expect(dividendShare(2_500_000n, terms, true)).toEqual({
      grossSen: 1_062n,
      taxSen: 319n,
      netSen: 743n,
      purificationSen: 38n,
    });
    expect(dividendShare(2_500_000n, terms, false).purificationSen).toBe(0n);
    expect(perUnitInRinggit(terms)).toBe('4.248875');
  });

  it('gross = net + tax and purification = ⌈ratio × net⌉, exact to the sen, for any amounts and ratios', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }), // micro-units: up to a million units
        fc.bigInt({ min: 1n, max: 10n ** 10n }), // per unit, 8 decimals: up to 100
        fc.bigInt({ min: 1n, max: 10n ** 7n }), // FX, 6 decimals: up to 10
        fc.bigInt({ min: 0n, max: 999_999n }), // withholding rate, 6 decimals, below 1
        fc.bigInt({ min: 0n, max: 1_000_000n }), // purification ratio, 6 decimals, up to 1
        fc.boolean(),
        (units, perUnit, fx, rate, ratio, shariah) => {
          const terms = {
            perUnit: scaled(perUnit, 8),
            fxRate: scaled(fx, 6),
            withholdingRate: scaled(rate, 6),
            purificationRatio: scaled(ratio, 6),
          };
          const share = dividendShare(units, terms, shariah);
          // units/1e6 × perUnit/1e8 × fx/1e6 × 100 sen
          const gross = floorDiv(units * perUnit * fx * 100n, 10n ** 20n);
          const tax = halfEvenDiv(gross * rate, 10n ** 6n);
          const net = gross - tax;
          const purification = shariah ? ceilDiv(net * ratio, 10n ** 6n) : 0n;
          expect(share).toEqual({ grossSen: gross, taxSen: tax, netSen: net, purificationSen: purification });
          expect(share.grossSen).toBe(share.netSen + share.taxSen);
          expect(share.purificationSen <= share.netSen).toBe(true);
          expect(purificationOf(share.netSen, terms.purificationRatio)).toBe(ceilDiv(net * ratio, 10n ** 6n));
        },
      ),
      { numRuns: 500 },
    );
  });
});
