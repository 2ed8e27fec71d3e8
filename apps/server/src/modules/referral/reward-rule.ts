import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemParameters } from '../../db/schema/reference-data';

/**
 * The reward rule, from the system parameters staff edit in the back office (reference data, category REFERRAL).
 * A value missing, deactivated or malformed falls back to "no reward": paying money on a typo is the worse error.
 */
export interface RewardRule {
  active: boolean;
  amountSen: bigint;
  /** null: no limit. */
  maxRewards: number | null;
}

export const REFERRAL_PARAMETERS = {
  category: 'REFERRAL',
  enabled: 'REWARD_ENABLED',
  amountSen: 'REWARD_AMOUNT_SEN',
  maxRewards: 'MAX_REWARDS_PER_REFERRER',
} as const;

/** A reward above RM 10,000 is surely a typo in sen. */
const MAX_AMOUNT_SEN = 1_000_000n;

/**
 * One query for the three parameters: it runs inside the deposit's transaction, where queries on one connection
 * cannot overlap (three at once there made pg warn "client.query() when the client is already executing a query").
 */
export async function readRewardRule(db: Db): Promise<RewardRule> {
  const { category, enabled: enabledKey, amountSen: amountKey, maxRewards: maxKey } = REFERRAL_PARAMETERS;
  const rows = await db
    .select({ key: systemParameters.key, value: systemParameters.value })
    .from(systemParameters)
    .where(
      and(
        eq(systemParameters.category, category),
        inArray(systemParameters.key, [enabledKey, amountKey, maxKey]),
        eq(systemParameters.active, true),
      ),
    );
  const valueOf = (key: string) => rows.find((r) => r.key === key);
  const [enabled, amount, max] = [valueOf(enabledKey), valueOf(amountKey), valueOf(maxKey)];
  const amountText = amount?.value.trim() ?? '';
  const amountSen = /^\d{1,9}$/.test(amountText) ? BigInt(amountText) : 0n;
  const maxText = max?.value.trim() ?? '';
  // 0 or missing: no limit.
  const maxRewards = /^\d{1,9}$/.test(maxText) && Number(maxText) > 0 ? Number(maxText) : null;
  const usable = amountSen > 0n && amountSen <= MAX_AMOUNT_SEN;
  return {
    active: enabled?.value.trim().toLowerCase() === 'true' && usable,
    amountSen: usable ? amountSen : 0n,
    maxRewards,
  };
}
