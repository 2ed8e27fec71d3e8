import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';
import { MODEL_PORTFOLIOS } from '../investment-profile/reference-data';
import { FEE_PARAMETERS } from '../valuation/fee-schedule';
import type { ProjectionAssumptions } from './projection';

/**
 * Each model portfolio's expected annual return after fees and its volatility, in percent, as staff keep them in
 * the system parameters (category PROJECTION, keys EXPECTED_RETURN_PERCENT_<level> and VOLATILITY_PERCENT_<level>;
 * docs/goals.md "Assumptions and their source"). Their defaults, which the seed writes, come from the model
 * portfolios' own long-run figures (the ones the investment profile step shows a client) less the first-tier
 * management fee, so a goal's projection starts from what the client was told when they chose the level.
 */
export const PROJECTION_CATEGORY = 'PROJECTION';
/** The Shariah models' keys have SHARIAH_ before the level: EXPECTED_RETURN_PERCENT_SHARIAH_3 (docs/shariah.md). */
const levelPart = (level: number, shariah: boolean) => `${shariah ? 'SHARIAH_' : ''}${level}`;
export const returnKey = (level: number, shariah = false) => `EXPECTED_RETURN_PERCENT_${levelPart(level, shariah)}`;
export const volatilityKey = (level: number, shariah = false) => `VOLATILITY_PERCENT_${levelPart(level, shariah)}`;

type PercentByLevel = Readonly<Record<number, { expectedReturn: string; volatility: string }>>;

function defaultsOf(shariah: boolean): PercentByLevel {
  const fee = shariah ? FEE_PARAMETERS.shariahFirstTierRatePercent : FEE_PARAMETERS.firstTierRatePercent;
  return Object.fromEntries(
    MODEL_PORTFOLIOS.filter((model) => model.shariah === shariah).map((model) => [
      model.riskLevel,
      {
        expectedReturn: new Decimal(model.expectedReturn).mul(100).minus(fee.default).toFixed(2),
        volatility: new Decimal(model.volatility).mul(100).toFixed(2),
      },
    ]),
  );
}

export const DEFAULT_PROJECTION_PERCENT: PercentByLevel = defaultsOf(false);
/** The Shariah model portfolios' defaults, less the Shariah goals' first-tier fee. */
export const DEFAULT_SHARIAH_PROJECTION_PERCENT: PercentByLevel = defaultsOf(true);

/** A percent as staff type it: '5.20', '-1', '12.5'; within sane bounds for a yearly figure. */
function parsePercent(text: string | undefined, min: number, max: number): string | null {
  if (text === undefined || !/^-?\d{1,3}(\.\d{1,4})?$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? text.trim() : null;
}

export interface LevelAssumptions {
  /** For the projection, as fractions. */
  model: ProjectionAssumptions;
  /** As shown to the client, in percent. */
  expectedReturnPercent: string;
  volatilityPercent: string;
}

/**
 * The assumptions for one risk level's model (its Shariah one with `shariah`); a missing, deactivated or malformed
 * parameter falls back to its default.
 */
export async function projectionAssumptions(
  db: Pick<Db, 'select'>,
  riskLevel: number,
  shariah = false,
): Promise<LevelAssumptions> {
  const keys = { expectedReturn: returnKey(riskLevel, shariah), volatility: volatilityKey(riskLevel, shariah) };
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value, active: systemParameters.active })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, PROJECTION_CATEGORY),
        inArray(systemParameters.key, [keys.expectedReturn, keys.volatility]),
      ),
    );
  const value = (key: string) => rows.find((row) => row.key === key && row.active)?.value;
  const table = shariah ? DEFAULT_SHARIAH_PROJECTION_PERCENT : DEFAULT_PROJECTION_PERCENT;
  const defaults = table[riskLevel] ?? table[3]!;
  const expectedReturnPercent = parsePercent(value(keys.expectedReturn), -50, 50) ?? defaults.expectedReturn;
  const volatilityPercent = parsePercent(value(keys.volatility), 0, 100) ?? defaults.volatility;
  return {
    model: { expectedReturn: Number(expectedReturnPercent) / 100, volatility: Number(volatilityPercent) / 100 },
    expectedReturnPercent,
    volatilityPercent,
  };
}
