import { describe, expect, it } from 'vitest';
import { foreignLimitNotice } from './foreign-limit-rule';
import { quietFacts } from './test-facts';

const LIMIT = 100_000_000n; // RM 1,000,000.00
const limit = (over: Partial<ReturnType<typeof quietFacts>['foreignLimit']>) => ({
  foreignLimit: { ...quietFacts().foreignLimit, applies: true, limitSen: LIMIT, ...over },
});

describe('foreign-currency asset limit notice', () => {
  it('shows a refused deposit once per refusal, informational, with what is left of the limit', () => {
    expect(foreignLimitNotice(limit({ latestRefusal: { id: 42, remainingSen: 1_250_050n } }))).toEqual({
      id: 'FOREIGN_LIMIT_REFUSED:42',
      code: 'FOREIGN_LIMIT_REFUSED',
      kind: 'informational',
      values: { limit: '1000000.00', remaining: '12500.50' },
    });
  });

  it('stays quiet below 90% of the limit without a refusal', () => {
    // RM 899,999.99 used: one sen short of 90%.
    expect(foreignLimitNotice(limit({ usedSen: 89_999_999n }))).toBeNull();
  });

  it('warns once a year from 90% of the limit used', () => {
    expect(foreignLimitNotice(limit({ usedSen: 90_000_000n }))).toEqual({
      id: 'FOREIGN_LIMIT_NEAR:2026',
      code: 'FOREIGN_LIMIT_NEAR',
      kind: 'informational',
      values: { limit: '1000000.00', remaining: '100000.00' },
    });
    expect(foreignLimitNotice(limit({ usedSen: LIMIT + 5n }))?.values?.remaining).toBe('0.00');
  });

  it('does not warn a client the limit does not bind (no ringgit borrowing, or BNM approval)', () => {
    expect(foreignLimitNotice(limit({ applies: false, usedSen: LIMIT }))).toBeNull();
  });
});
