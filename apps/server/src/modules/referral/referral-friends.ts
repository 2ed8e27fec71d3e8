import { REFERRAL_LIST_LIMIT, type ReferralFriend } from '@harta/contracts/schemas/referral';
import { ClientStatus } from '@harta/contracts/client-status';
import { and, desc, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { paymentOrders } from '../../db/schema/payments';
import { portfolios } from '../../db/schema/portfolios';
import { referralRewards } from '../../db/schema/referrals';
import { clientSignups } from '../../db/schema/registration';
import { maskEmail } from '../registration/shared/mask';

const NOT_APPROVED: readonly string[] = [ClientStatus.Draft, ClientStatus.Pending, ClientStatus.Reject];

/**
 * The friends who signed up with `code`, newest first, each as little as the referrer needs: the first word of
 * the given name, a masked e-mail address, the stage reached and whether the reward for them was paid to
 * `referrerClientId`. No amounts, no status detail (a rejection shows as "signed up").
 */
export async function listReferredFriends(db: Db, code: string, referrerClientId: number): Promise<ReferralFriend[]> {
  const rows = await db
    .select({
      givenName: clients.givenName,
      email: clients.emailAddress,
      status: clients.status,
      signedUpAt: clientSignups.createdAt,
      deposited: exists(
        db
          .select({ one: paymentOrders.id })
          .from(paymentOrders)
          .innerJoin(portfolios, eq(portfolios.id, paymentOrders.portfolioId))
          .where(and(eq(portfolios.clientId, clients.clientId), eq(paymentOrders.state, 'SUCCESS'))),
      ),
      rewarded: exists(
        db
          .select({ one: referralRewards.id })
          .from(referralRewards)
          .where(
            and(
              eq(referralRewards.refereeClientId, clients.clientId),
              eq(referralRewards.referrerClientId, referrerClientId),
            ),
          ),
      ),
    })
    .from(clientSignups)
    .innerJoin(clients, eq(clients.clientId, clientSignups.clientId))
    .where(eq(clientSignups.referralCode, code))
    .orderBy(desc(clientSignups.createdAt), desc(clientSignups.clientId))
    .limit(REFERRAL_LIST_LIMIT);
  return rows.map((row) => ({
    firstName: row.givenName.trim().split(/\s+/)[0] ?? '',
    maskedEmail: maskEmail(row.email),
    signedUpAt: row.signedUpAt.toISOString(),
    stage: row.deposited ? 'FIRST_DEPOSIT' : NOT_APPROVED.includes(row.status) ? 'SIGNED_UP' : 'APPROVED',
    rewarded: Boolean(row.rewarded),
  }));
}
