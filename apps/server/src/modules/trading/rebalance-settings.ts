import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';

/** The system parameter (category, key) of the drift threshold, in basis points of a portfolio's value. */
export const DRIFT_THRESHOLD_PARAMETER = { category: 'REBALANCE', key: 'DRIFT_THRESHOLD_BPS' } as const;

/** 5 percentage points: an asset 5 points above or below its model weight triggers a rebalance. */
export const DEFAULT_DRIFT_THRESHOLD_BPS = 500;

/**
 * The drift threshold staff set in the system parameters (reference data admin), or the default when it is
 * missing, deactivated or not a whole number from 1 to 10 000 (a bad value must not rebalance everyone daily).
 */
export async function driftThresholdBps(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ value: systemParameters.value, active: systemParameters.active })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, DRIFT_THRESHOLD_PARAMETER.category),
        eq(systemParameters.key, DRIFT_THRESHOLD_PARAMETER.key),
      ),
    );
  if (!row?.active || !/^\d+$/.test(row.value.trim())) return DEFAULT_DRIFT_THRESHOLD_BPS;
  const value = Number(row.value.trim());
  return value >= 1 && value <= 10_000 ? value : DEFAULT_DRIFT_THRESHOLD_BPS;
}
