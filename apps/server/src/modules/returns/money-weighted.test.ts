import { describe, expect, it } from 'vitest';
import { moneyWeightedReturn } from './money-weighted';

describe('moneyWeightedReturn', () => {
  it('is per year when asked: 10,000 → 11,000 over 2 years of 365 days is √1.1 − 1 = 4.8809% a year', () => {
    const outcome = moneyWeightedReturn(
      [
        { date: '2021-01-04', amountSen: -1_000_000n },
        { date: '2023-01-04', amountSen: 1_100_000n },
      ],
      '2021-01-04',
      '2023-01-04',
      true,
    );
    expect(outcome.rate?.toFixed(6)).toBe('0.048809');
  });

  it('answers null with a reason when no rate solves the flows, never NaN', () => {
    // −1,000 + 3,000 / y − 2,500 / y² = 0 has no real root (3,000² < 4 × 1,000 × 2,500).
    const outcome = moneyWeightedReturn(
      [
        { date: '2026-01-05', amountSen: -100_000n },
        { date: '2026-01-06', amountSen: 300_000n },
        { date: '2026-01-07', amountSen: -250_000n },
      ],
      '2026-01-05',
      '2026-01-07',
      false,
    );
    expect(outcome).toEqual({ rate: null, reason: 'NOT_CONVERGED' });
  });

  it('money in and nothing back is −100%', () => {
    const outcome = moneyWeightedReturn(
      [
        { date: '2026-01-05', amountSen: -100_000n },
        { date: '2026-01-06', amountSen: 0n },
      ],
      '2026-01-05',
      '2026-01-06',
      false,
    );
    expect(outcome.rate?.toString()).toBe('-1');
  });
});
