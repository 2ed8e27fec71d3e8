import { formatDate } from '@harta/contracts/format';
import { isActiveStatus } from '@harta/contracts/client-status';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import type { Allocation } from '@harta/contracts/schemas/registration-investment';
import type { PortfolioSwitch, SwitchOptions } from '@harta/contracts/schemas/portfolio-switch';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { etfs, modelPortfolioAllocations, modelPortfolios } from '../../db/schema/portfolio';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { findOwnPortfolio, listClientPortfolios, type PortfolioRow } from '../portfolios/portfolio.repository';
import { modelPortfolioName, type ReadingLanguage } from '../investment-profile/model-portfolio-texts';
import { newPortfolioMaxRiskLevel } from '../portfolios/risk-limit';
import { recordTransaction } from '../transactions/transaction-log';
import {
  findSwitchByGuid,
  findSwitchInProgress,
  insertSwitch,
  SWITCH_ONE_IN_PROGRESS_INDEX,
} from './switch.repository';

/**
 * Portfolio switch (docs/returns.md "Portfolio switch"): a client asks to move one portfolio to another risk level;
 * the trade run of the next trade date executes it (switch-step.ts).
 *
 * Whose: `clientId` in the query must be the caller's own (from the token); any other answers 404, as an unknown
 * one does, so nobody learns which ids exist. Which portfolio: the `portfolio` guid when given (the caller's own,
 * else 404), otherwise the client's first portfolio (the one opened at approval).
 */

export interface SwitchCaller {
  clientId: number;
  status: string;
  /** The language the answers name the model portfolios in: 'ms', or anything else for English. */
  language?: ReadingLanguage;
}

export const SWITCH_SOURCE_TYPE = 'portfolio_switch';

/** The caller's own client id, or 404 whatever else was sent. */
export function assertOwnClientId(caller: SwitchCaller, clientId: number): void {
  if (clientId !== caller.clientId) throw new NotFoundError();
}

async function targetPortfolio(db: Pick<Db, 'select'>, caller: SwitchCaller, guid: string | undefined, lock = false) {
  const row: PortfolioRow | undefined = guid
    ? await findOwnPortfolio(db, caller.clientId, guid, { forUpdate: lock })
    : (await listClientPortfolios(db, caller.clientId))[0];
  if (!row) {
    if (guid) throw new NotFoundError();
    throw new ConflictError(messagesEn['switch.noPortfolio']);
  }
  if (lock && !guid) return (await findOwnPortfolio(db, caller.clientId, row.guid, { forUpdate: true }))!;
  return row;
}

function inProgressError(current: PortfolioSwitch): ConflictError {
  return new ConflictError(
    formatMessage('switch.inProgress', { level: current.toRiskLevel, date: formatDate(current.tradeDate, 'en') }),
  );
}

/**
 * Records the switch (IN_PROGRESS, executing at `tradeDate`) and the client's PENDING REBALANCE transaction. Refused:
 * a client not active (403), a level above the knowledge cap or the current one (400), a switch already in
 * progress (409, also when two requests race: the partial unique index decides).
 */
export async function requestSwitch(
  db: Db,
  caller: SwitchCaller,
  input: { riskLevel: number; portfolio?: string | undefined; shariah?: boolean | undefined },
  tradeDate: string,
): Promise<PortfolioSwitch> {
  if (!isActiveStatus(caller.status)) throw new ForbiddenError(messagesEn['switch.notActive']);
  try {
    const guid = await db.transaction(async (tx) => {
      // The client row locked: two requests of one client queue here, and the second sees the first's switch.
      await tx
        .select({ id: clients.clientId })
        .from(clients)
        .where(eq(clients.clientId, caller.clientId))
        .for('no key update');
      const portfolio = await targetPortfolio(tx, caller, input.portfolio, true);
      const current = await findSwitchInProgress(tx, caller.clientId, caller.language);
      if (current) throw inProgressError(current);
      const max = await newPortfolioMaxRiskLevel(tx, caller.clientId);
      if (input.riskLevel > max) {
        const message = formatMessage('portfolios.riskAboveCap', { max });
        throw new ValidationError([{ path: 'riskLevel', message }], message);
      }
      const toShariah = input.shariah ?? portfolio.shariah;
      if (input.riskLevel === portfolio.riskLevel && toShariah === portfolio.shariah) {
        const message = formatMessage('switch.sameLevel', { level: portfolio.riskLevel });
        throw new ValidationError([{ path: 'riskLevel', message }], message);
      }
      const row = await insertSwitch(tx, {
        clientId: caller.clientId,
        portfolioId: portfolio.id,
        fromRiskLevel: portfolio.riskLevel,
        fromShariah: portfolio.shariah,
        toRiskLevel: input.riskLevel,
        toShariah,
        tradeDate,
      });
      // A conversion (docs/shariah.md) says so in the client's transaction list.
      const converting = toShariah !== portfolio.shariah ? { toShariah } : {};
      await recordTransaction(tx, {
        clientId: caller.clientId,
        portfolioId: portfolio.id,
        type: 'REBALANCE',
        status: 'PENDING',
        amountSen: null,
        sourceType: SWITCH_SOURCE_TYPE,
        sourceId: row.guid,
        description: {
          kind: 'SWITCH_REQUESTED',
          from: portfolio.riskLevel,
          to: input.riskLevel,
          tradeDate,
          ...converting,
        },
        details: {
          switchId: row.guid,
          fromRiskLevel: portfolio.riskLevel,
          toRiskLevel: input.riskLevel,
          fromShariah: portfolio.shariah,
          toShariah,
          tradeDate,
        },
      });
      return row.guid;
    });
    return (await findSwitchByGuid(db, guid, caller.language))!;
  } catch (error) {
    if (isUniqueViolation(error, SWITCH_ONE_IN_PROGRESS_INDEX)) {
      const current = await findSwitchInProgress(db, caller.clientId, caller.language);
      if (current) throw inProgressError(current);
    }
    throw error;
  }
}

export async function switchInProgress(db: Db, caller: SwitchCaller) {
  const current = await findSwitchInProgress(db, caller.clientId, caller.language);
  return { inProgress: current !== null, switch: current };
}

const bpsToPercent = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** The conventional or the Shariah model portfolios with their allocations, by risk level (a handful of rows). */
async function models(db: Db, language: ReadingLanguage, shariah: boolean) {
  const [levels, weights] = await Promise.all([
    db
      .select({
        riskLevel: modelPortfolios.riskLevel,
        shariah: modelPortfolios.shariah,
        name: modelPortfolioName(language),
      })
      .from(modelPortfolios)
      .where(eq(modelPortfolios.shariah, shariah))
      .orderBy(asc(modelPortfolios.riskLevel)),
    db
      .select({
        riskLevel: modelPortfolioAllocations.riskLevel,
        ticker: etfs.ticker,
        name: etfs.name,
        assetClass: etfs.assetClass,
        currency: etfs.currency,
        exchange: etfs.exchange,
        weightBps: modelPortfolioAllocations.weightBps,
      })
      .from(modelPortfolioAllocations)
      .innerJoin(etfs, eq(etfs.ticker, modelPortfolioAllocations.ticker))
      .where(eq(modelPortfolioAllocations.shariah, shariah)),
  ]);
  return levels.map((level) => ({
    ...level,
    allocations: weights
      .filter((w) => w.riskLevel === level.riskLevel && w.weightBps > 0)
      .sort((a, b) => b.weightBps - a.weightBps || a.ticker.localeCompare(b.ticker))
      .map((w): Allocation => ({
        ticker: w.ticker,
        name: w.name,
        assetClass: w.assetClass as Allocation['assetClass'],
        currency: w.currency,
        exchange: w.exchange,
        weightBps: w.weightBps,
        weightPercent: bpsToPercent(w.weightBps),
      })),
  }));
}

/** What the switch page shows: each level with its model's allocation, which are allowed and why not. */
export async function switchOptions(
  db: Db,
  caller: SwitchCaller,
  portfolioGuid: string | undefined,
  tradeDate: string,
  shariah?: boolean,
): Promise<SwitchOptions> {
  const portfolio = await targetPortfolio(db, caller, portfolioGuid);
  const [max, levels, inProgress] = await Promise.all([
    newPortfolioMaxRiskLevel(db, caller.clientId),
    models(db, caller.language, shariah ?? portfolio.shariah),
    findSwitchInProgress(db, caller.clientId, caller.language),
  ]);
  return {
    portfolioId: portfolio.guid,
    goalName: portfolio.goalName,
    currentRiskLevel: portfolio.riskLevel,
    currentShariah: portfolio.shariah,
    maxRiskLevel: max,
    tradeDate,
    inProgress,
    levels: levels.map((level) => {
      const current = level.riskLevel === portfolio.riskLevel && level.shariah === portfolio.shariah;
      const reason = current ? 'CURRENT' : level.riskLevel > max ? 'ABOVE_CAP' : null;
      return {
        riskLevel: level.riskLevel,
        shariah: level.shariah,
        name: level.name,
        allowed: reason === null,
        reason,
        allocations: level.allocations,
      };
    }),
  };
}
