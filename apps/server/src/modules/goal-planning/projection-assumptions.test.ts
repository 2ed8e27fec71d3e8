import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECTION_PERCENT } from './projection-assumptions';

describe('projection assumptions', () => {
  it('default to each model portfolio’s expected return less the 0.80 % fee, and its volatility', () => {
    // docs/goals.md "Assumptions and their source": the model portfolios' figures (reference-data.ts) are
    // 4/5/6/7/8 % expected return and 4/7/10/13/16 % volatility.
    expect(DEFAULT_PROJECTION_PERCENT).toEqual({
      1: { expectedReturn: '3.20', volatility: '4.00' },
      2: { expectedReturn: '4.20', volatility: '7.00' },
      3: { expectedReturn: '5.20', volatility: '10.00' },
      4: { expectedReturn: '6.20', volatility: '13.00' },
      5: { expectedReturn: '7.20', volatility: '16.00' },
    });
  });
});
