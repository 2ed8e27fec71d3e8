import { isActiveStatus } from '@harta/contracts/client-status';
import { messagesEn } from '@harta/contracts/messages';
import { formatSen } from '@harta/contracts/money';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { REFERRAL_LINK_PARAM, referralSummaryResponseSchema } from '@harta/contracts/schemas/referral';
import { Routes } from '@harta/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { ForbiddenError } from '../../plugins/errors/app-error';
import { referralCodeOf } from './referral-code';
import { listReferredFriends } from './referral-friends';
import { readRewardRule } from './reward-rule';

export interface ReferralRoutesOptions {
  db: Db;
  /** The app's public address: the link is the registration page there. */
  publicUrl: string;
}

/** The registration page with the code filled in. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl}/${Routes.registration}?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;
}

/** Refer a friend (issue 13 item 5): only ever the caller's own code and friends; the route takes no client id. */
export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { db, publicUrl }) => {
  app.get(
    ApiPaths.referral.mine,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Referral'],
        summary: 'Your referral code and link (made on first call), the reward rule, and the friends who used it',
        response: {
          200: referralSummaryResponseSchema,
          403: errorBodySchema.describe('FORBIDDEN: the account is not approved yet (or is closed).'),
        },
      },
    },
    async (request) => {
      const { clientId, status } = requireClient(request);
      if (!isActiveStatus(status)) throw new ForbiddenError(messagesEn['referral.notActive']);
      const code = await referralCodeOf(db, clientId);
      const [rule, friends] = await Promise.all([readRewardRule(db), listReferredFriends(db, code, clientId)]);
      return {
        result: {
          code,
          link: referralLink(publicUrl, code),
          reward: {
            active: rule.active,
            amount: formatSen(rule.amountSen),
            maxRewards: rule.maxRewards,
          },
          friends,
        },
      };
    },
  );
};
