import { describe, expect, it } from 'vitest';
import { averageCosts } from './average-cost';

describe('averageCosts', () => {
  it('buys add cost, a sell removes its share at the average, half-even to the sen', () => {
    // 10 units for RM 100.00, 10 for RM 130.00: 20 units, RM 230.00 (average 11.50).
    // Sell 3: removes 23,000 × 3 / 20 = 3,450 sen → 17 units cost RM 195.50 (still 11.50 each).
    // Sell 1 of 17: 19,550 / 17 = 1,150 sen exactly → 16 units, RM 184.00.
    const basis = averageCosts([
      { ticker: 'VTI', side: 'BUY', units: 10_000_000n, amountSen: 10_000n },
      { ticker: 'VTI', side: 'BUY', units: 10_000_000n, amountSen: 13_000n },
      { ticker: 'VTI', side: 'SELL', units: 3_000_000n, amountSen: 4_000n },
      { ticker: 'VTI', side: 'SELL', units: 1_000_000n, amountSen: 1_300n },
    ]);
    expect(basis.get('VTI')).toEqual({ units: 16_000_000n, costSen: 18_400n });
  });

  it('rounds the removed cost half-even: 1 of 3 units costing RM 1.00 removes 33 sen', () => {
    const basis = averageCosts([
      { ticker: 'BND', side: 'BUY', units: 3_000_000n, amountSen: 100n },
      { ticker: 'BND', side: 'SELL', units: 1_000_000n, amountSen: 40n },
    ]);
    expect(basis.get('BND')).toEqual({ units: 2_000_000n, costSen: 67n });
  });

  it('selling everything leaves no cost', () => {
    const basis = averageCosts([
      { ticker: 'IAU', side: 'BUY', units: 1_000_000n, amountSen: 500n },
      { ticker: 'IAU', side: 'SELL', units: 1_000_000n, amountSen: 700n },
    ]);
    expect(basis.get('IAU')).toEqual({ units: 0n, costSen: 0n });
  });
});
