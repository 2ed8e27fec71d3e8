import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { investmentProfiles } from '../../db/schema/portfolio';
import { clientKnowledgeAnswers } from '../../db/schema/registration';

/**
 * The highest risk level a client may choose for a new portfolio: the knowledge cap of registration step 8
 * (`knowledgeRiskCap`, stored as `risk_cap`), as at registration. The questionnaire's short-horizon cap is not
 * applied: it was about the first goal's horizon, and a new goal has its own.
 * Without knowledge answers (a client created outside registration), the level the client was approved for;
 * without that either, 1: never more risk than we know the client understands.
 */
export async function newPortfolioMaxRiskLevel(db: Pick<Db, 'select'>, clientId: number): Promise<number> {
  const [knowledge] = await db
    .select({ riskCap: clientKnowledgeAnswers.riskCap })
    .from(clientKnowledgeAnswers)
    .where(eq(clientKnowledgeAnswers.clientId, clientId));
  if (knowledge) return knowledge.riskCap;
  const [profile] = await db
    .select({ riskLevel: investmentProfiles.riskLevel })
    .from(investmentProfiles)
    .where(eq(investmentProfiles.clientId, clientId));
  return profile?.riskLevel ?? 1;
}
