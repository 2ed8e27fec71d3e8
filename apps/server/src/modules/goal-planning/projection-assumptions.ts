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
export const returnKey = (level: number) => `EXPECTED_RETURN_PERCENT_${level}`;
export const volatilityKey = (level: number) => `VOLATILITY_PERCENT_${level}`;

export const DEFAULT_PROJECTION_PERCENT: Readonly<Record<number, { expectedReturn: string; volatility: string }>> =
  Object.fromEntries(
    MODEL_PORTFOLIOS.map((model) => [
      model.riskLevel,
      {
        expectedReturn: new Decimal(model.expectedReturn)
          .mul(100)
          .minus(FEE_PARAMETERS.firstTierRatePercent.default)
          .toFixed(2),
        volatility: new Decimal(model.volatility).mul(100).toFixed(2),
      },
    ]),
  );

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

/** The assumptions for one risk level; a missing, deactivated or malformed parameter falls back to its default. */
export async function projectionAssumptions(db: Pick<Db, 'select'>, riskLevel: number): Promise<LevelAssumptions> {
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value, active: systemParameters.active })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, PROJECTION_CATEGORY),
        inArray(systemParameters.key, [returnKey(riskLevel), volatilityKey(riskLevel)]),
      ),
    );
  const value = (key: string) => rows.find((row) => row.key === key && row.active)?.value;
  const defaults = DEFAULT_PROJECTION_PERCENT[riskLevel] ?? DEFAULT_PROJECTION_PERCENT[3]!;
  const expectedReturnPercent = parsePercent(value(returnKey(riskLevel)), -50, 50) ?? defaults.expectedReturn;
  const volatilityPercent = parsePercent(value(volatilityKey(riskLevel)), 0, 100) ?? defaults.volatility;
  return {
    model: { expectedReturn: Number(expectedReturnPercent) / 100, volatility: Number(volatilityPercent) / 100 },
    expectedReturnPercent,
    volatilityPercent,
  };
}
