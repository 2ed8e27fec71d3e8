import { isActiveStatus } from '@harta/contracts/client-status';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { formatSen } from '@harta/contracts/money';
import { MAX_PORTFOLIOS_PER_CLIENT, type Portfolio, type PortfolioList } from '@harta/contracts/schemas/portfolios';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import { clients } from '../../db/schema/clients';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import {
  countClientPortfolios,
  findOwnPortfolio,
  GOAL_NAME_UNIQUE_INDEX,
  insertPortfolio,
  listClientPortfolios,
  renamePortfolio,
  type PortfolioRow,
} from './portfolio.repository';
import { orPricesUnavailable } from './prices-unavailable';
import { portfolioViews } from './portfolio-view';
import { newPortfolioMaxRiskLevel } from './risk-limit';
import { assertMayAddMoney, isFlaggedForClosure } from '../compliance/withdraw-only-gate';

export interface PortfolioCaller {
  clientId: number;
  status: string;
  /** The language the views name the model portfolios in: 'ms', or anything else for English. */
  language?: ReadingLanguage;
}

/** The views of these rows, or 503 while a held ETF has no price yet. */
function viewsOrUnavailable(db: Db, rows: readonly PortfolioRow[], language: ReadingLanguage) {
  return orPricesUnavailable(() => portfolioViews(db, rows, language));
}

export async function listPortfolios(db: Db, caller: PortfolioCaller): Promise<PortfolioList> {
  const rows = await listClientPortfolios(db, caller.clientId);
  const [{ portfolios, totalSen }, maxRiskLevel, flagged] = await Promise.all([
    viewsOrUnavailable(db, rows, caller.language),
    newPortfolioMaxRiskLevel(db, caller.clientId),
    isFlaggedForClosure(db, caller.clientId),
  ]);
  return {
    portfolios,
    total: formatSen(totalSen),
    maxRiskLevel,
    // A client flagged for closure may only withdraw: the app offers no new goal.
    canAdd: isActiveStatus(caller.status) && !flagged && rows.length < MAX_PORTFOLIOS_PER_CLIENT,
  };
}

/** Adding and renaming are for approved clients: DRAFT and PENDING clients get their first one at approval. */
function assertActive(caller: PortfolioCaller) {
  if (!isActiveStatus(caller.status)) throw new ForbiddenError(messagesEn['portfolios.notActive']);
}

async function nameTakenAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, GOAL_NAME_UNIQUE_INDEX))
      throw new ConflictError(messagesEn['portfolios.goalNameTaken']);
    throw error;
  }
}

/**
 * Adds a portfolio at a risk level no higher than the knowledge cap. The client's row is locked for the count,
 * so two adds at once cannot pass the limit together.
 */
export async function addPortfolio(
  db: Db,
  caller: PortfolioCaller,
  input: { goalName: string; riskLevel: number; shariah?: boolean | undefined },
): Promise<Portfolio> {
  assertActive(caller);
  const row = await nameTakenAsConflict(() =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: clients.clientId })
        .from(clients)
        .where(eq(clients.clientId, caller.clientId))
        .for('no key update');
      // A client flagged for closure may only withdraw (after the lock: a flag set meanwhile is seen).
      await assertMayAddMoney(tx, caller.clientId);
      const max = await newPortfolioMaxRiskLevel(tx, caller.clientId);
      if (input.riskLevel > max) {
        // 400 like any other field error: the form shows it under the risk level.
        const message = formatMessage('portfolios.riskAboveCap', { max });
        throw new ValidationError([{ path: 'riskLevel', message }], message);
      }
      if ((await countClientPortfolios(tx, caller.clientId)) >= MAX_PORTFOLIOS_PER_CLIENT) {
        throw new ConflictError(formatMessage('portfolios.limitReached', { max: MAX_PORTFOLIOS_PER_CLIENT }));
      }
      return insertPortfolio(tx, {
        clientId: caller.clientId,
        goalName: input.goalName,
        riskLevel: input.riskLevel,
        shariah: input.shariah ?? false,
      });
    }),
  );
  return (await viewsOrUnavailable(db, [row], caller.language)).portfolios[0]!;
}

/** Renames the caller's own portfolio; another client's (or an unknown) guid answers 404. */
export async function renameOwnPortfolio(
  db: Db,
  caller: PortfolioCaller,
  guid: string,
  goalName: string,
): Promise<Portfolio> {
  assertActive(caller);
  const found = await findOwnPortfolio(db, caller.clientId, guid);
  if (!found) throw new NotFoundError();
  const row = await nameTakenAsConflict(() => renamePortfolio(db, caller.clientId, found.id, goalName));
  if (!row) throw new NotFoundError();
  return (await viewsOrUnavailable(db, [row], caller.language)).portfolios[0]!;
}
