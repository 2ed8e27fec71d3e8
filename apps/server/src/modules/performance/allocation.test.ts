import { describe, expect, it } from 'vitest';
import { allocationSlices } from './allocation';

describe('allocationSlices', () => {
  it('groups by key, largest first, and the weights add up to exactly 10000', () => {
    // Thirds: 3,333 each and one basis point left, which goes to the largest remainder (ties by key: A).
    const slices = allocationSlices([
      { key: 'B', valueSen: 100n },
      { key: 'A', valueSen: 100n },
      { key: 'C', valueSen: 60n },
      { key: 'C', valueSen: 40n },
    ]);
    expect(slices).toEqual([
      { key: 'A', value: '1.00', weightBps: 3334 },
      { key: 'B', value: '1.00', weightBps: 3333 },
      { key: 'C', value: '1.00', weightBps: 3333 },
    ]);
  });

  it('nothing to weigh: all weights 0', () => {
    expect(allocationSlices([{ key: 'EQUITY', valueSen: 0n }])).toEqual([
      { key: 'EQUITY', value: '0.00', weightBps: 0 },
    ]);
    expect(allocationSlices([])).toEqual([]);
  });
});
