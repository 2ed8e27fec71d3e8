import { describe, expect, it } from 'vitest';
import type { Allocation } from '@harta/contracts/schemas/registration-investment';
import { compareAllocations } from './compare-allocations';

const fund = (ticker: string, weightBps: number): Allocation => ({
  ticker,
  name: `${ticker} fund`,
  assetClass: 'EQUITY',
  currency: 'MYR',
  exchange: 'Bursa Malaysia',
  weightBps,
  weightPercent: `${Math.trunc(weightBps / 100)}.${String(weightBps % 100).padStart(2, '0')}`,
});

describe('compareAllocations', () => {
  it('lists every fund of either model, the new weights first, a dropped fund at 0.00 after', () => {
    const rows = compareAllocations([fund('BND', 6000), fund('VTI', 4000)], [fund('VTI', 7000), fund('VXUS', 3000)]);
    expect(rows.map((r) => [r.ticker, r.now, r.after])).toEqual([
      ['VTI', '40.00', '70.00'],
      ['VXUS', '0.00', '30.00'],
      ['BND', '60.00', '0.00'],
    ]);
  });
});
