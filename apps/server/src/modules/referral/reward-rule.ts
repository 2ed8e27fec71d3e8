import type { Db } from '../../db/connection';
import { findSystemParameter } from '../reference-data/reference-data.repository';

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

export async function readRewardRule(db: Db): Promise<RewardRule> {
  const { category } = REFERRAL_PARAMETERS;
  const [enabled, amount, max] = await Promise.all([
    findSystemParameter(db, category, REFERRAL_PARAMETERS.enabled),
    findSystemParameter(db, category, REFERRAL_PARAMETERS.amountSen),
    findSystemParameter(db, category, REFERRAL_PARAMETERS.maxRewards),
  ]);
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
