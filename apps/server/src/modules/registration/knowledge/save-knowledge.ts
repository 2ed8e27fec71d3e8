import type { saveKnowledgeRequestSchema } from '@harta/contracts/schemas/registration-knowledge';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { clientKnowledgeAnswers } from '../../../db/schema/registration';
import { knowledgeRiskCap } from './risk-cap';

export type KnowledgeInput = z.output<typeof saveKnowledgeRequestSchema>;

/** Writes step 8's answers and the risk cap they give, on the caller's transaction (registration and my-profile). */
export async function writeKnowledge(
  tx: Pick<Db, 'insert'>,
  clientId: number,
  actor: string,
  input: KnowledgeInput,
): Promise<void> {
  const values = {
    hasFinanceEducation: input.hasFinanceEducation,
    investmentExperience: input.investmentExperience,
    instrumentsTraded: input.instrumentsTraded,
    understandsRisk: input.understandsRisk,
    understandsCurrencyRisk: input.understandsCurrencyRisk,
    riskCap: knowledgeRiskCap(input),
    modifiedBy: actor,
    updatedAt: new Date(),
  };
  await tx
    .insert(clientKnowledgeAnswers)
    .values({ clientId, createdBy: actor, ...values })
    .onConflictDoUpdate({ target: clientKnowledgeAnswers.clientId, set: values });
}
