import type { Language } from '@harta/contracts/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { etfs, investmentProfiles, modelPortfolioAllocations, modelPortfolios } from '../../db/schema/portfolio';
import { clientKnowledgeAnswers } from '../../db/schema/registration';
import { modelPortfolioColumns } from './model-portfolio-texts';

export type InvestmentProfileRow = typeof investmentProfiles.$inferSelect;
/** The conventional (or, with `shariah`, the Shariah) model portfolios by level, named in `language`. */
export function listModelPortfolios(db: Db, language: Language = 'en', shariah = false) {
  return db
    .select(modelPortfolioColumns(language))
    .from(modelPortfolios)
    .where(eq(modelPortfolios.shariah, shariah))
    .orderBy(asc(modelPortfolios.riskLevel));
}

export async function findModelPortfolio(db: Db, riskLevel: number, language: Language = 'en', shariah = false) {
  const [portfolio] = await db
    .select(modelPortfolioColumns(language))
    .from(modelPortfolios)
    .where(and(eq(modelPortfolios.riskLevel, riskLevel), eq(modelPortfolios.shariah, shariah)));
  if (!portfolio) return undefined;
  const allocations = await db
    .select({
      ticker: etfs.ticker,
      name: etfs.name,
      assetClass: etfs.assetClass,
      currency: etfs.currency,
      exchange: etfs.exchange,
      weightBps: modelPortfolioAllocations.weightBps,
    })
    .from(modelPortfolioAllocations)
    .innerJoin(etfs, eq(etfs.ticker, modelPortfolioAllocations.ticker))
    .where(and(eq(modelPortfolioAllocations.riskLevel, riskLevel), eq(modelPortfolioAllocations.shariah, shariah)))
    .orderBy(asc(modelPortfolioAllocations.ticker));
  allocations.sort((a, b) => b.weightBps - a.weightBps || a.ticker.localeCompare(b.ticker));
  return { portfolio, allocations };
}

export async function findInvestmentProfile(db: Db, clientId: number): Promise<InvestmentProfileRow | undefined> {
  const [row] = await db.select().from(investmentProfiles).where(eq(investmentProfiles.clientId, clientId));
  return row;
}

export async function upsertInvestmentProfile(
  db: Pick<Db, 'insert'>,
  values: typeof investmentProfiles.$inferInsert,
): Promise<InvestmentProfileRow> {
  const now = new Date();
  const [row] = await db
    .insert(investmentProfiles)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: investmentProfiles.clientId,
      set: {
        answers: values.answers,
        score: values.score,
        scoredRiskLevel: values.scoredRiskLevel,
        maxRiskLevel: values.maxRiskLevel,
        capReason: values.capReason,
        riskLevel: values.riskLevel,
        shariah: values.shariah,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/**
 * The highest risk level step 8 allows (the knowledge answers' risk cap, 1–5); 5 before step 8 is saved.
 * (The onboarding module computes and stores the cap: modules/registration/knowledge.)
 */
export async function knowledgeRiskCap(db: Db, clientId: number): Promise<number> {
  const [row] = await db
    .select({ riskCap: clientKnowledgeAnswers.riskCap })
    .from(clientKnowledgeAnswers)
    .where(eq(clientKnowledgeAnswers.clientId, clientId));
  return row?.riskCap ?? 5;
}
