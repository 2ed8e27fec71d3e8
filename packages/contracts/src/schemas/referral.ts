import { z } from 'zod';

/**
 * Refer a friend (`ApiPaths.referral`). A friend is shown only by what is fair for the referrer to see: the
 * first word of the given name and a masked e-mail address, and how far they got; never amounts or other data.
 */
export const REFERRAL_STAGES = ['SIGNED_UP', 'APPROVED', 'FIRST_DEPOSIT'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

export const referralFriendSchema = z.object({
  firstName: z.string(),
  maskedEmail: z.string(),
  /** ISO time of the sign-up. */
  signedUpAt: z.string(),
  /** The furthest stage reached. */
  stage: z.enum(REFERRAL_STAGES),
  /** The referrer's reward for this friend has been credited. */
  rewarded: z.boolean(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

export const referralSummarySchema = z.object({
  /** The caller's personal code, upper-case letters and digits. */
  code: z.string(),
  /** The registration page with the code filled in. */
  link: z.string(),
  reward: z.object({
    /** Rewards are paid now (system parameter REFERRAL.REWARD_ENABLED). */
    active: z.boolean(),
    /** Ringgit per friend as a decimal string, e.g. '20.00'. */
    amount: z.string(),
    /** Most rewards one client can earn; null: no limit. */
    maxRewards: z.number().int().nullable(),
  }),
  /** Newest first, at most REFERRAL_LIST_LIMIT. */
  friends: z.array(referralFriendSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralSummaryResponseSchema = z.object({ result: referralSummarySchema });

export const REFERRAL_LIST_LIMIT = 100;

/** The query parameter of the registration link that carries the code. */
export const REFERRAL_LINK_PARAM = 'ref';
