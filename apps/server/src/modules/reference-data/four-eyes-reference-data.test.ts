import { describe, expect, it } from 'vitest';
import { isFourEyesSwitch, referenceChangeNeedsFourEyes } from './four-eyes-reference-data';

describe('which reference-data changes need four eyes', () => {
  it('covers fees, limits, cut-offs, rewards, rebalancing, the switches and the holiday calendar', () => {
    for (const code of [
      'FEE.MANAGEMENT_RATE_FIRST_TIER_PERCENT',
      'fpx.max_amount_myr',
      'BNM.FOREIGN_ASSET_LIMIT_MYR',
      'REBALANCE.DRIFT_THRESHOLD_BPS',
      'REFERRAL.REWARD_AMOUNT_SEN',
      'TRADE.CUTOFF_TIME',
      'FOUR_EYES.PAYOUT_PAID',
    ]) {
      expect(referenceChangeNeedsFourEyes('SYSTEM_PARAMETER', code), code).toBe(true);
    }
    expect(referenceChangeNeedsFourEyes('exchange_holiday', '2026-12-25')).toBe(true);
  });

  it('leaves dropdowns and parameters that move no money to one member', () => {
    expect(referenceChangeNeedsFourEyes('SYSTEM_PARAMETER', 'OTP.TTL_SECONDS')).toBe(false);
    expect(referenceChangeNeedsFourEyes('SYSTEM_PARAMETER', 'FEES.X')).toBe(false);
    expect(referenceChangeNeedsFourEyes('BANK', 'FEE')).toBe(false);
    expect(referenceChangeNeedsFourEyes('RESTRICTED_COUNTRY', 'KP')).toBe(false);
  });

  it('knows the four-eyes switches, which no firm setting exempts', () => {
    expect(isFourEyesSwitch('system_parameter', 'four_eyes.trade_run')).toBe(true);
    expect(isFourEyesSwitch('SYSTEM_PARAMETER', 'FEE.X')).toBe(false);
    expect(isFourEyesSwitch('BANK', 'FOUR_EYES.X')).toBe(false);
  });
});
