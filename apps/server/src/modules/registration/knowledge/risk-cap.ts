import type { KnowledgeAnswers } from '@harta/contracts/schemas/registration-knowledge';

/**
 * The highest risk level (1–5) step 9 may recommend, given the step-8 answers. The first rule that applies wins:
 * 1. does not accept that the value can fall                              → 1 (capital preservation only)
 * 2. no finance education, never invested, no instrument ticked           → 2 (no knowledge or experience)
 * 3. does not understand currency risk (most of the ETFs are foreign)      → 3
 * 4. invested for less than a year, or only in unit trusts                → 4
 * 5. otherwise                                                             → 5 (no cap)
 * Used by the kyc engineer's investment-profile step: level = min(questionnaire level, riskCap).
 */
export function knowledgeRiskCap(answers: KnowledgeAnswers): number {
  if (!answers.understandsRisk) return 1;
  const hasExperience = answers.investmentExperience !== 'NONE' || answers.instrumentsTraded.length > 0;
  if (!answers.hasFinanceEducation && !hasExperience) return 2;
  if (!answers.understandsCurrencyRisk) return 3;
  const onlyUnitTrusts = answers.instrumentsTraded.every((i) => i === 'UNIT_TRUST');
  if (answers.investmentExperience === 'NONE' || answers.investmentExperience === 'LT_1Y' || onlyUnitTrusts) return 4;
  return 5;
}
