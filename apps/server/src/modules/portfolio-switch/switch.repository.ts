import { and, desc, eq } from 'drizzle-orm';
import type { PortfolioSwitch } from '@harta/contracts/schemas/portfolio-switch';
import type { Db } from '../../db/connection';
import { modelPortfolios } from '../../db/schema/portfolio';
import { portfolioSwitches } from '../../db/schema/portfolio-switches';
import { portfolios } from '../../db/schema/portfolios';
import { modelPortfolioName, type ReadingLanguage } from '../investment-profile/model-portfolio-texts';

/** Anything that runs selects: the database or a caller's transaction. */
type Reader = Pick<Db, 'select'>;

export const SWITCH_ONE_IN_PROGRESS_INDEX = 'portfolio_switches_one_in_progress_idx';

const columns = (language: ReadingLanguage) => ({
  guid: portfolioSwitches.guid,
  portfolioGuid: portfolios.guid,
  goalName: portfolios.goalName,
  fromRiskLevel: portfolioSwitches.fromRiskLevel,
  toRiskLevel: portfolioSwitches.toRiskLevel,
  fromShariah: portfolioSwitches.fromShariah,
  toShariah: portfolioSwitches.toShariah,
  toRiskLevelName: modelPortfolioName(language),
  status: portfolioSwitches.status,
  tradeDate: portfolioSwitches.tradeDate,
  createdAt: portfolioSwitches.createdAt,
  executedDate: portfolioSwitches.executedDate,
});

type SwitchRow = Awaited<ReturnType<typeof selectSwitches>>[number];

function toView(row: SwitchRow): PortfolioSwitch {
  return {
    switchId: row.guid,
    portfolioId: row.portfolioGuid,
    goalName: row.goalName,
    fromRiskLevel: row.fromRiskLevel,
    toRiskLevel: row.toRiskLevel,
    fromShariah: row.fromShariah,
    toShariah: row.toShariah,
    toRiskLevelName: row.toRiskLevelName,
    status: row.status as PortfolioSwitch['status'],
    tradeDate: row.tradeDate,
    requestedAt: row.createdAt.toISOString(),
    executedDate: row.executedDate,
  };
}

function selectSwitches(db: Reader, language: ReadingLanguage) {
  return db
    .select(columns(language))
    .from(portfolioSwitches)
    .innerJoin(portfolios, eq(portfolios.id, portfolioSwitches.portfolioId))
    .innerJoin(
      modelPortfolios,
      and(
        eq(modelPortfolios.riskLevel, portfolioSwitches.toRiskLevel),
        eq(modelPortfolios.shariah, portfolioSwitches.toShariah),
      ),
    );
}

/** The client's switch in progress, if any (at most one: the partial unique index). */
export async function findSwitchInProgress(
  db: Reader,
  clientId: number,
  language?: ReadingLanguage,
): Promise<PortfolioSwitch | null> {
  const [row] = await selectSwitches(db, language)
    .where(and(eq(portfolioSwitches.clientId, clientId), eq(portfolioSwitches.status, 'IN_PROGRESS')))
    .orderBy(desc(portfolioSwitches.id))
    .limit(1);
  return row ? toView(row) : null;
}

export async function findSwitchByGuid(
  db: Reader,
  guid: string,
  language?: ReadingLanguage,
): Promise<PortfolioSwitch | null> {
  const [row] = await selectSwitches(db, language).where(eq(portfolioSwitches.guid, guid));
  return row ? toView(row) : null;
}

export async function insertSwitch(
  db: Pick<Db, 'insert'>,
  values: {
    clientId: number;
    portfolioId: number;
    fromRiskLevel: number;
    fromShariah?: boolean;
    toRiskLevel: number;
    toShariah?: boolean;
    tradeDate: string;
  },
): Promise<{ id: number; guid: string }> {
  const [row] = await db
    .insert(portfolioSwitches)
    .values(values)
    .returning({ id: portfolioSwitches.id, guid: portfolioSwitches.guid });
  return row!;
}
