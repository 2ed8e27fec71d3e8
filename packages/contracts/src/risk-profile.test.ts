import { describe, expect, it } from 'vitest';
import {
  riskLevelForScore,
  riskQuestionOptions,
  RiskQuestionIds,
  RiskQuestions,
  scoreRiskProfile,
  type RiskAnswers,
} from './risk-profile';
import { messagesEn } from './messages';

const cautious: RiskAnswers = {
  horizon: 'LT_1Y',
  goal: 'PRESERVE',
  reaction: 'SELL_ALL',
  savingsShare: 'GT_75',
  incomeStability: 'NONE',
};
const bold: RiskAnswers = {
  horizon: 'GT_10Y',
  goal: 'MAX_GROWTH',
  reaction: 'BUY_MORE',
  savingsShare: 'LT_10',
  incomeStability: 'VERY_STABLE',
};
// 2 + 2 + 2 + 2 + 2 = 10 → level 3.
const middle: RiskAnswers = {
  horizon: 'Y3_5',
  goal: 'BALANCED',
  reaction: 'HOLD',
  savingsShare: 'P25_50',
  incomeStability: 'SOMEWHAT',
};

describe('riskLevelForScore', () => {
  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [12, 3],
    [13, 4],
    [16, 4],
    [17, 5],
    [20, 5],
  ])('score %i → level %i', (score, level) => {
    expect(riskLevelForScore(score)).toBe(level);
  });
});

describe('scoreRiskProfile', () => {
  it('scores the lowest answers 0 (level 1) and the highest 20 (level 5)', () => {
    expect(scoreRiskProfile(cautious)).toEqual({ score: 0, scoredRiskLevel: 1, riskLevel: 1, capReason: null });
    expect(scoreRiskProfile(bold)).toEqual({ score: 20, scoredRiskLevel: 5, riskLevel: 5, capReason: null });
    expect(scoreRiskProfile(middle)).toEqual({ score: 10, scoredRiskLevel: 3, riskLevel: 3, capReason: null });
  });

  it('caps a horizon under one year at level 2', () => {
    // 0 + 4 + 4 + 4 + 4 = 16 → level 4, capped to 2.
    expect(scoreRiskProfile({ ...bold, horizon: 'LT_1Y' })).toEqual({
      score: 16,
      scoredRiskLevel: 4,
      riskLevel: 2,
      capReason: 'SHORT_HORIZON',
    });
  });

  it('applies the knowledge cap (the lower cap wins and names itself)', () => {
    expect(scoreRiskProfile(bold, 3)).toMatchObject({ riskLevel: 3, capReason: 'KNOWLEDGE' });
    expect(scoreRiskProfile({ ...bold, horizon: 'LT_1Y' }, 1)).toMatchObject({ riskLevel: 1, capReason: 'KNOWLEDGE' });
    expect(scoreRiskProfile({ ...bold, horizon: 'LT_1Y' }, 4)).toMatchObject({
      riskLevel: 2,
      capReason: 'SHORT_HORIZON',
    });
    expect(scoreRiskProfile(middle, 5)).toMatchObject({ riskLevel: 3, capReason: null });
    // Out-of-range caps are clamped to 1–5.
    expect(scoreRiskProfile(bold, 0).riskLevel).toBe(1);
    expect(scoreRiskProfile(bold, 9).riskLevel).toBe(5);
  });

  it('refuses an unknown answer', () => {
    expect(() => scoreRiskProfile({ ...middle, goal: 'LOTTERY' } as unknown as RiskAnswers)).toThrow(/unknown answer/);
  });

  it('has a message for every question and option, options ordered by points', () => {
    for (const q of RiskQuestionIds) {
      expect(messagesEn).toHaveProperty(`risk.q.${q}`);
      const options = riskQuestionOptions(q) as string[];
      expect(options.map((o) => (RiskQuestions[q] as Record<string, number>)[o])).toEqual([0, 1, 2, 3, 4]);
      for (const o of options) expect(messagesEn).toHaveProperty([`risk.q.${q}.${o}`]);
    }
  });
});
