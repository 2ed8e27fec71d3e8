import { describe, expect, it } from 'vitest';
import { knowledgeRiskCap } from './risk-cap';

const experienced = {
  hasFinanceEducation: true,
  investmentExperience: 'GT_3Y' as const,
  instrumentsTraded: ['ETF' as const, 'SHARES' as const],
  understandsRisk: true,
  understandsCurrencyRisk: true,
};

describe('knowledgeRiskCap', () => {
  it.each([
    ['no cap for an experienced, informed investor', experienced, 5],
    ['1 when the client does not accept that values fall', { ...experienced, understandsRisk: false }, 1],
    [
      '2 with no knowledge and no experience',
      { ...experienced, hasFinanceEducation: false, investmentExperience: 'NONE' as const, instrumentsTraded: [] },
      2,
    ],
    ['3 without understanding currency risk', { ...experienced, understandsCurrencyRisk: false }, 3],
    ['4 with under a year of experience', { ...experienced, investmentExperience: 'LT_1Y' as const }, 4],
    ['4 with only unit trusts', { ...experienced, instrumentsTraded: ['UNIT_TRUST' as const] }, 4],
    [
      '4 with finance education but never invested',
      { ...experienced, investmentExperience: 'NONE' as const, instrumentsTraded: [] },
      4,
    ],
  ])('%s', (_name, answers, cap) => {
    expect(knowledgeRiskCap(answers)).toBe(cap);
  });
});
