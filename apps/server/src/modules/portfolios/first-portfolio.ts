import { FIRST_PORTFOLIO_GOAL_NAME } from '@harta/contracts/schemas/portfolios';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { investmentProfiles } from '../../db/schema/portfolio';
import { portfolios } from '../../db/schema/portfolios';
import { insertPortfolio, type PortfolioRow } from './portfolio.repository';

type Executor = Pick<Db, 'select' | 'insert'>;

/**
 * The client's first portfolio, created when staff approve the application (issue #11 item 2): the risk level
 * the client chose in the investment profile (step 9), conventional or Shariah as they answered there, under a default goal name the client can change. Call it
 * in the approval's transaction, so an approved client always has it. A client who already holds a portfolio,
 * or has no investment profile, gets nothing new (answers null).
 */
export async function ensureFirstPortfolio(
  db: Executor,
  clientId: number,
  goalName: string = FIRST_PORTFOLIO_GOAL_NAME,
): Promise<PortfolioRow | null> {
  const [existing] = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.clientId, clientId))
    .limit(1);
  if (existing) return null;
  const [profile] = await db
    .select({ riskLevel: investmentProfiles.riskLevel, shariah: investmentProfiles.shariah })
    .from(investmentProfiles)
    .where(eq(investmentProfiles.clientId, clientId));
  if (!profile) return null;
  return insertPortfolio(db, { clientId, goalName, riskLevel: profile.riskLevel, shariah: profile.shariah });
}
