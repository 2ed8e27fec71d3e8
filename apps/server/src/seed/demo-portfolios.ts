import { isActiveStatus } from '@harta/contracts/client-status';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { clients } from '../db/schema/clients';
import { isUniqueViolation } from '../db/unique-violation';
import { ensureFirstPortfolio } from '../modules/portfolios/first-portfolio';
import { GOAL_NAME_UNIQUE_INDEX, insertPortfolio } from '../modules/portfolios/portfolio.repository';
import { newPortfolioMaxRiskLevel } from '../modules/portfolios/risk-limit';

/** The approved demo client's goals: the first as approval creates it (from the investment profile), and a second. */
export const DEMO_PORTFOLIOS = {
  email: 'demo@example.com',
  first: 'Retirement',
  /** A second goal, so transfers between portfolios can be shown without adding one first. */
  second: { goalName: 'Emergency fund', riskLevel: 1 },
} as const;

/**
 * Gives the approved demo client (demo@, ACTIVE, with the complete application of seedDemoApplication) the
 * portfolios an approval would have opened, plus a second goal. Only when the client holds none yet, so a restart
 * keeps whatever a tester did (renamed, added); several instances at once: one wins, the unique goal names
 * refuse the other's copies (the whole set is one transaction).
 */
export async function seedDemoPortfolios(db: Db): Promise<boolean> {
  const [client] = await db
    .select({ clientId: clients.clientId, status: clients.status })
    .from(clients)
    .where(eq(clients.emailAddress, DEMO_PORTFOLIOS.email));
  if (!client || !isActiveStatus(client.status)) return false;
  try {
    return await db.transaction(async (tx) => {
      const first = await ensureFirstPortfolio(tx, client.clientId, DEMO_PORTFOLIOS.first);
      if (!first) return false;
      const cap = await newPortfolioMaxRiskLevel(tx, client.clientId);
      await insertPortfolio(tx, {
        clientId: client.clientId,
        goalName: DEMO_PORTFOLIOS.second.goalName,
        riskLevel: Math.min(DEMO_PORTFOLIOS.second.riskLevel, cap),
      });
      return true;
    });
  } catch (error) {
    // Another instance seeded them at the same moment (unique goal name): theirs stand.
    if (isUniqueViolation(error, GOAL_NAME_UNIQUE_INDEX)) return false;
    throw error;
  }
}

/** The demo history's Shariah investor and the goal approval opened for it (the Shariah model of its level). */
export const DEMO_SHARIAH_PORTFOLIO = {
  email: 'amin@example.com',
  goalName: 'Hajj savings',
} as const;

/**
 * Opens the Shariah investor's first goal as its approval would (its investment profile answered yes to Shariah
 * investing, so the goal holds the Shariah model), only when it holds none yet; after demo@'s, whose goals keep
 * their ids. A concurrent instance's goal stands.
 */
export async function seedDemoShariahPortfolio(db: Db): Promise<boolean> {
  const [client] = await db
    .select({ clientId: clients.clientId, status: clients.status })
    .from(clients)
    .where(eq(clients.emailAddress, DEMO_SHARIAH_PORTFOLIO.email));
  if (!client || !isActiveStatus(client.status)) return false;
  try {
    return (
      (await db.transaction((tx) => ensureFirstPortfolio(tx, client.clientId, DEMO_SHARIAH_PORTFOLIO.goalName))) !==
      null
    );
  } catch (error) {
    if (isUniqueViolation(error, GOAL_NAME_UNIQUE_INDEX)) return false;
    throw error;
  }
}
