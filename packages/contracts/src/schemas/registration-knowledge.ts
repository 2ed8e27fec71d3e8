import { z } from 'zod';
import type { MessageKey } from '../messages';
import { auditFieldsSchema, optionalClientIdSchema } from './registration-common';

/**
 * Step 8, investment knowledge and experience (docs/registration.md). The answers cap the risk level of step 9
 * (1–5): see apps/server/src/modules/registration/knowledge/risk-cap.ts for the rule.
 */

export const InvestmentExperiences = ['NONE', 'LT_1Y', 'Y1_3', 'GT_3Y'] as const;
export type InvestmentExperience = (typeof InvestmentExperiences)[number];

export const Instruments = ['UNIT_TRUST', 'ETF', 'SHARES', 'BONDS', 'DERIVATIVES'] as const;
export type Instrument = (typeof Instruments)[number];

/** The questions in display order, with the message keys of their labels and options. */
export const KNOWLEDGE_QUESTIONS = [
  { field: 'hasFinanceEducation', kind: 'yesNo', labelKey: 'knowledge.financeEducation' },
  {
    field: 'investmentExperience',
    kind: 'single',
    labelKey: 'knowledge.investmentExperience',
    options: InvestmentExperiences.map((code) => ({ code, labelKey: `knowledge.experience.${code}` as MessageKey })),
  },
  {
    field: 'instrumentsTraded',
    kind: 'multiple',
    labelKey: 'knowledge.instrumentsTraded',
    options: Instruments.map((code) => ({ code, labelKey: `knowledge.instrument.${code}` as MessageKey })),
  },
  { field: 'understandsRisk', kind: 'yesNo', labelKey: 'knowledge.understandsRisk' },
  { field: 'understandsCurrencyRisk', kind: 'yesNo', labelKey: 'knowledge.understandsCurrencyRisk' },
] as const satisfies readonly {
  field: string;
  kind: 'yesNo' | 'single' | 'multiple';
  labelKey: MessageKey;
  options?: readonly { code: string; labelKey: MessageKey }[];
}[];

export const knowledgeAnswersSchema = z.object({
  hasFinanceEducation: z.boolean({ error: 'validation.required' }),
  investmentExperience: z.enum(InvestmentExperiences, { error: 'validation.unknownOption' }),
  /** Empty when the client has never invested; duplicates are removed. */
  instrumentsTraded: z
    .array(z.enum(Instruments, { error: 'validation.unknownOption' }))
    .max(Instruments.length)
    .transform((list) => [...new Set(list)]),
  understandsRisk: z.boolean({ error: 'validation.required' }),
  understandsCurrencyRisk: z.boolean({ error: 'validation.required' }),
});
export type KnowledgeAnswers = z.output<typeof knowledgeAnswersSchema>;

/** POST saveClientKnowledgeQuestion. */
export const saveKnowledgeRequestSchema = auditFieldsSchema
  .extend({ clientId: optionalClientIdSchema })
  .and(knowledgeAnswersSchema);
export type SaveKnowledgeRequest = z.input<typeof saveKnowledgeRequestSchema>;

/** Response shape (no transforms: the server serializes with it). */
export const knowledgeInformationSchema = z.object({
  clientId: z.number().int(),
  hasFinanceEducation: z.boolean(),
  investmentExperience: z.enum(InvestmentExperiences),
  instrumentsTraded: z.array(z.enum(Instruments)),
  understandsRisk: z.boolean(),
  understandsCurrencyRisk: z.boolean(),
  /** Highest risk level (1–5) step 9 may recommend, given these answers. */
  riskCap: z.number().int().min(1).max(5),
});
export type KnowledgeInformation = z.infer<typeof knowledgeInformationSchema>;

/** GET getKnowledgeQuestionByClientId: the saved answers, null until the step is saved. */
export const getKnowledgeResponseSchema = z.object({ result: knowledgeInformationSchema.nullable() });
