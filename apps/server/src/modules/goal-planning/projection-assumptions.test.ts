import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECTION_PERCENT, DEFAULT_SHARIAH_PROJECTION_PERCENT, returnKey } from './projection-assumptions';

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

  it('give the Shariah model portfolios their own figures and keys', () => {
    // docs/shariah.md "Model portfolios": 3.8/4.8/5.9/6.9/7.9 % and 4.5/7.5/10.5/13.5/16.5 %, less the 0.80 % fee.
    expect(DEFAULT_SHARIAH_PROJECTION_PERCENT).toEqual({
      1: { expectedReturn: '3.00', volatility: '4.50' },
      2: { expectedReturn: '4.00', volatility: '7.50' },
      3: { expectedReturn: '5.10', volatility: '10.50' },
      4: { expectedReturn: '6.10', volatility: '13.50' },
      5: { expectedReturn: '7.10', volatility: '16.50' },
    });
    expect(returnKey(3, true)).toBe('EXPECTED_RETURN_PERCENT_SHARIAH_3');
    expect(returnKey(3)).toBe('EXPECTED_RETURN_PERCENT_3');
  });
});
