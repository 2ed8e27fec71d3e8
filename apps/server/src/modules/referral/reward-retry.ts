import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { paymentOrders } from '../../db/schema/payments';
import { referralRewardDecisions } from '../../db/schema/referrals';
import { clientSignups } from '../../db/schema/registration';
import { creditReferralReward, type RewardOutcome } from './referral-reward';

export interface RewardRetryLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RewardRetryReport {
  /** Referees decided by this run (paid or not). */
  decided: number;
  paid: number;
  /** Referees whose decision failed again (logged; the next run tries again). */
  failed: number;
}

/** Referees handled by one run; the job runs every few minutes, so a backlog drains over a few runs. */
export const REWARD_RETRY_BATCH = 200;

/**
 * The durable retry of the referral reward (docs/account.md "Refer a friend"). The listener decides the reward in
 * the deposit's transaction and records the decision with it; when the listener fails (a database error, a bug),
 * both roll back and the deposit settles alone. This sweep finds those referees: a referral code used at sign-up,
 * a settled deposit, and no decision. It decides each again in a transaction of its own, for the referee's first
 * settled deposit, with the same function as the listener: the unique indexes of referral_rewards and the
 * journal's idempotency key (`referral:<refereeClientId>:reward`) make a second payment impossible whatever runs
 * at the same time, and self-referral or a second account of the same person still pays nothing.
 */
export async function retryReferralRewards(
  db: Db,
  log: RewardRetryLog,
  batch = REWARD_RETRY_BATCH,
): Promise<RewardRetryReport> {
  const undecided = await db
    .selectDistinctOn([clientSignups.clientId], {
      refereeClientId: clientSignups.clientId,
      orderId: paymentOrders.orderId,
      portfolioId: paymentOrders.portfolioId,
      amountSen: paymentOrders.amountSen,
    })
    .from(clientSignups)
    .innerJoin(
      paymentOrders,
      and(eq(paymentOrders.clientId, clientSignups.clientId), eq(paymentOrders.state, 'SUCCESS')),
    )
    .where(
      and(
        isNotNull(clientSignups.referralCode),
        notExists(
          db
            .select({ one: sql`1` })
            .from(referralRewardDecisions)
            .where(eq(referralRewardDecisions.refereeClientId, clientSignups.clientId)),
        ),
      ),
    )
    // The first settled deposit of each referee, as the listener counts it.
    .orderBy(clientSignups.clientId, paymentOrders.finalAt, paymentOrders.id)
    .limit(batch);

  const report: RewardRetryReport = { decided: 0, paid: 0, failed: 0 };
  for (const { refereeClientId, ...event } of undecided) {
    let outcome: RewardOutcome | null;
    try {
      outcome = await db.transaction(async (tx) => {
        // Decided meanwhile (another instance's sweep): nothing for this run to count.
        const [decided] = await tx
          .select({ outcome: referralRewardDecisions.outcome })
          .from(referralRewardDecisions)
          .where(eq(referralRewardDecisions.refereeClientId, refereeClientId));
        return decided ? null : creditReferralReward(tx, event);
      });
    } catch (error) {
      report.failed += 1;
      log.error({ err: error, refereeClientId, orderId: event.orderId }, 'referral reward retry failed');
      continue;
    }
    if (outcome === null) continue;
    report.decided += 1;
    if (outcome === 'PAID') {
      report.paid += 1;
      log.info({ refereeClientId, orderId: event.orderId }, 'referral reward paid by the retry');
    }
  }
  return report;
}
