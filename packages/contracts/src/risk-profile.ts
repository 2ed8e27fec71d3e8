/**
 * The step-9 risk questionnaire and its scoring: a pure function shared by the web (live preview) and the
 * server (the stored result). Each of the five questions scores 0–4 points; the total (0–20) maps to a risk
 * level 1–5, which two rules can lower, never raise:
 * - a horizon under 1 year caps the level at 2 (money needed soon cannot wait out a fall);
 * - the knowledge cap of step 8 (`knowledgeCap`, 1–5) caps it too.
 * Question and option texts are message keys (`risk.q.<question>` and `risk.q.<question>.<option>`).
 */

export const RISK_LEVEL_MIN = 1;
export const RISK_LEVEL_MAX = 5;
export const RiskLevels = [1, 2, 3, 4, 5] as const;
export type RiskLevel = (typeof RiskLevels)[number];

export const RiskQuestions = {
  horizon: { LT_1Y: 0, Y1_3: 1, Y3_5: 2, Y5_10: 3, GT_10Y: 4 },
  goal: { PRESERVE: 0, INCOME: 1, BALANCED: 2, GROWTH: 3, MAX_GROWTH: 4 },
  reaction: { SELL_ALL: 0, SELL_SOME: 1, HOLD: 2, BUY_SOME: 3, BUY_MORE: 4 },
  savingsShare: { GT_75: 0, P50_75: 1, P25_50: 2, P10_25: 3, LT_10: 4 },
  incomeStability: { NONE: 0, UNSTABLE: 1, SOMEWHAT: 2, STABLE: 3, VERY_STABLE: 4 },
} as const;

export type RiskQuestionId = keyof typeof RiskQuestions;
export const RiskQuestionIds = Object.keys(RiskQuestions) as RiskQuestionId[];

export type RiskAnswers = { [Q in RiskQuestionId]: keyof (typeof RiskQuestions)[Q] };

/** Options of a question in display order (least to most risk-tolerant). */
export function riskQuestionOptions<Q extends RiskQuestionId>(question: Q): (keyof (typeof RiskQuestions)[Q])[] {
  return Object.keys(RiskQuestions[question]) as (keyof (typeof RiskQuestions)[Q])[];
}

/** Total points → level: 0–4 → 1, 5–8 → 2, 9–12 → 3, 13–16 → 4, 17–20 → 5. */
export function riskLevelForScore(score: number): RiskLevel {
  if (score <= 4) return 1;
  if (score <= 8) return 2;
  if (score <= 12) return 3;
  if (score <= 16) return 4;
  return 5;
}

export const SHORT_HORIZON_CAP: RiskLevel = 2;

export type RiskCapReason = 'SHORT_HORIZON' | 'KNOWLEDGE';

export interface RiskProfileResult {
  /** 0–20. */
  score: number;
  /** The level the score alone gives. */
  scoredRiskLevel: RiskLevel;
  /** The level after the caps: the highest the client may choose. */
  riskLevel: RiskLevel;
  /** Why the level is lower than the score gives, or null. */
  capReason: RiskCapReason | null;
}

function clampLevel(level: number): RiskLevel {
  return Math.min(RISK_LEVEL_MAX, Math.max(RISK_LEVEL_MIN, Math.trunc(level))) as RiskLevel;
}

/**
 * Scores the answers. `knowledgeCap` is the step-8 maximum (1–5; omit for none).
 * Throws on an unknown question option (the zod schema refuses those before this runs).
 */
export function scoreRiskProfile(answers: RiskAnswers, knowledgeCap: number = RISK_LEVEL_MAX): RiskProfileResult {
  let score = 0;
  for (const question of RiskQuestionIds) {
    const options = RiskQuestions[question] as Record<string, number>;
    const answer = answers[question] as string;
    const points = options[answer];
    if (points === undefined) throw new Error(`unknown answer ${answer} to ${question}`);
    score += points;
  }
  const scoredRiskLevel = riskLevelForScore(score);
  let riskLevel = scoredRiskLevel;
  let capReason: RiskCapReason | null = null;
  if (answers.horizon === 'LT_1Y' && riskLevel > SHORT_HORIZON_CAP) {
    riskLevel = SHORT_HORIZON_CAP;
    capReason = 'SHORT_HORIZON';
  }
  const cap = clampLevel(knowledgeCap);
  if (riskLevel > cap) {
    riskLevel = cap;
    capReason = 'KNOWLEDGE';
  }
  return { score, scoredRiskLevel, riskLevel, capReason };
}
