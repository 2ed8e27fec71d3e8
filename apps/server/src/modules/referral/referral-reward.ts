import { ClientStatus } from '@harta/contracts/client-status';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { anyOf } from '../../db/column-rows';
import type { Db, Tx } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { paymentOrders } from '../../db/schema/payments';
import { portfolios } from '../../db/schema/portfolios';
import { referralCodes, referralRewardDecisions, referralRewards } from '../../db/schema/referrals';
import { clientPersonalInfo, clientSignups, idNumberKeySql } from '../../db/schema/registration';
import { postJournal } from '../ledger/post-journal';
import type { DepositSettled, DepositSettledListener } from '../payments/deposit-settled';
import { recordTransaction } from '../transactions/transaction-log';
import { readRewardRule } from './reward-rule';

export const REWARD_JOURNAL_KIND = 'REFERRAL_REWARD';
export const rewardJournalKey = (refereeClientId: number) => `referral:${refereeClientId}:reward`;

/** Why no reward was paid; 'PAID' when it was. For the log and the tests. */
export type RewardOutcome =
  | 'PAID'
  | 'INACTIVE'
  | 'NO_CODE'
  | 'NOT_FIRST_DEPOSIT'
  | 'SELF_REFERRAL'
  | 'NO_ID_NUMBER'
  | 'REFERRER_NOT_ELIGIBLE'
  | 'CAP_REACHED'
  | 'ALREADY_REWARDED';

const NOT_ELIGIBLE_STATUSES: readonly string[] = [
  ClientStatus.Draft,
  ClientStatus.Pending,
  ClientStatus.Reject,
  ClientStatus.Close,
  ClientStatus.Suspend,
];

async function idKeyOf(tx: Tx, clientId: number): Promise<string | null> {
  const [row] = await tx
    .select({ key: idNumberKeySql(clientPersonalInfo.idType, clientPersonalInfo.country, clientPersonalInfo.nric) })
    .from(clientPersonalInfo)
    .where(eq(clientPersonalInfo.clientId, clientId));
  return row ? String(row.key) : null;
}

/**
 * The referral reward for a settled deposit (docs/account.md "Refer a friend", docs/money.md): when the deposit is
 * the referee's first and the referee signed up with another client's code, the referrer's oldest portfolio is
 * credited the amount of the rule, D PROMOTIONS C CLIENT_CASH, journal REFERRAL_REWARD, and the referrer sees a
 * REFERRAL_REWARD row in transactions. Runs in the deposit's own transaction (the listener), or in one of its own
 * (the retry sweep, reward-retry.ts). The outcome for the first deposit is recorded in referral_reward_decisions in
 * the same transaction, and a referee already decided gets that decision back: a decision is made once. Nothing is
 * paid when:
 * - rewards are off (or the amount is not a usable number), or the referee used no code or an unknown one;
 * - the referee had settled a deposit before (only the first counts);
 * - the referrer is the referee by ID number (a second account of the same person);
 * - the referrer is not an approved, open account with a portfolio;
 * - the referrer reached the cap (counted under a lock on the referrer's code, so concurrent referees queue);
 * - this referee, or anyone with the same ID number, was rewarded before: the unique indexes of referral_rewards
 *   decide, so duplicated, reordered or concurrent callbacks (and a sweep racing a late listener) pay once.
 */
export async function creditReferralReward(tx: Tx, event: DepositSettled): Promise<RewardOutcome> {
  const [referee] = await tx
    .select({
      clientId: portfolios.clientId,
      code: clientSignups.referralCode,
      decided: referralRewardDecisions.outcome,
    })
    .from(portfolios)
    .innerJoin(clientSignups, eq(clientSignups.clientId, portfolios.clientId))
    .leftJoin(referralRewardDecisions, eq(referralRewardDecisions.refereeClientId, portfolios.clientId))
    .where(eq(portfolios.id, event.portfolioId));
  // Not a referee: there is nothing to decide.
  if (!referee?.code) return 'NO_CODE';
  if (!(await isFirstDeposit(tx, referee.clientId, event.orderId))) return 'NOT_FIRST_DEPOSIT';
  if (referee.decided) return referee.decided as RewardOutcome;

  const outcome = await rewardFirstDeposit(tx, { clientId: referee.clientId, code: referee.code }, event);
  await tx
    .insert(referralRewardDecisions)
    .values({ refereeClientId: referee.clientId, orderId: event.orderId, outcome })
    .onConflictDoNothing();
  return outcome;
}

/**
 * Whether no other deposit of the client settled before this one: earlier, or in the same moment (one batch of
 * callbacks settles several deposits in one transaction, so they share final_at) with a smaller id, so that
 * exactly one of them is the first.
 */
async function isFirstDeposit(tx: Tx, clientId: number, orderId: string): Promise<boolean> {
  const [earlier] = await tx
    .select({ n: count() })
    .from(paymentOrders)
    .innerJoin(portfolios, eq(portfolios.id, paymentOrders.portfolioId))
    .where(
      and(
        eq(portfolios.clientId, clientId),
        eq(paymentOrders.state, 'SUCCESS'),
        ne(paymentOrders.orderId, orderId),
        sql`(${paymentOrders.finalAt}, ${paymentOrders.id}) < (select o.final_at, o.id from ${paymentOrders} o where o.order_id = ${orderId})`,
      ),
    );
  return earlier!.n === 0;
}

/** The decision for a referee's first deposit, and the payment when it is PAID. */
async function rewardFirstDeposit(
  tx: Tx,
  referee: { clientId: number; code: string },
  event: DepositSettled,
): Promise<Exclude<RewardOutcome, 'NOT_FIRST_DEPOSIT'>> {
  const rule = await readRewardRule(tx as unknown as Db);
  if (!rule.active) return 'INACTIVE';
  const [referrer] = await tx
    .select({ clientId: referralCodes.clientId, status: clients.status })
    .from(referralCodes)
    .innerJoin(clients, eq(clients.clientId, referralCodes.clientId))
    .where(eq(referralCodes.code, referee.code))
    // Serialises the rewards of one referrer, so the cap is counted with no one else counting.
    .for('update', { of: referralCodes });
  if (!referrer) return 'NO_CODE';

  const refereeKey = await idKeyOf(tx, referee.clientId);
  if (!refereeKey) return 'NO_ID_NUMBER';
  if (referrer.clientId === referee.clientId || (await idKeyOf(tx, referrer.clientId)) === refereeKey) {
    return 'SELF_REFERRAL';
  }

  if (NOT_ELIGIBLE_STATUSES.includes(referrer.status)) return 'REFERRER_NOT_ELIGIBLE';
  const [portfolio] = await tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(eq(portfolios.clientId, referrer.clientId))
    .orderBy(portfolios.id)
    .limit(1);
  if (!portfolio) return 'REFERRER_NOT_ELIGIBLE';

  if (rule.maxRewards !== null) {
    const [paid] = await tx
      .select({ n: count() })
      .from(referralRewards)
      .where(eq(referralRewards.referrerClientId, referrer.clientId));
    if (paid!.n >= rule.maxRewards) return 'CAP_REACHED';
  }

  const [reward] = await tx
    .insert(referralRewards)
    .values({
      referrerClientId: referrer.clientId,
      refereeClientId: referee.clientId,
      refereeIdKey: refereeKey,
      portfolioId: portfolio.id,
      amountSen: rule.amountSen,
      orderId: event.orderId,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!reward) return 'ALREADY_REWARDED';

  await postJournal(tx, {
    idempotencyKey: rewardJournalKey(referee.clientId),
    kind: REWARD_JOURNAL_KIND,
    memo: `Referral reward ${reward.id}`,
    postings: [
      { account: { kind: 'PROMOTIONS' }, amount: rule.amountSen },
      { account: { kind: 'CLIENT_CASH', portfolioId: portfolio.id }, amount: -rule.amountSen },
    ],
  });
  await recordTransaction(tx, {
    clientId: referrer.clientId,
    portfolioId: portfolio.id,
    type: 'REFERRAL_REWARD',
    status: 'COMPLETED',
    amountSen: rule.amountSen,
    sourceType: 'referral_reward',
    sourceId: String(reward.id),
  });
  return 'PAID';
}

/**
 * The deposits of a batch whose referee signed up with a code: the only ones that may earn a reward. One query
 * for the whole batch, so that a burst of callbacks from clients who used no code costs no statement per deposit.
 */
async function withReferralCode(tx: Tx, events: readonly DepositSettled[]): Promise<DepositSettled[]> {
  const rows = await tx
    .select({ portfolioId: portfolios.id })
    .from(portfolios)
    .innerJoin(clientSignups, eq(clientSignups.clientId, portfolios.clientId))
    .where(
      and(
        // One array parameter for the batch's distinct portfolios, so the statement stays the same whatever the
        // batch: a batch of callbacks settles hundreds of deposits (bench/README.md "Deposit callbacks: a wakeup's
        // price, and the settlement in SQL tried").
        sql`${portfolios.id} = ${anyOf('integer', [...new Set(events.map((e) => e.portfolioId))])}`,
        ne(clientSignups.referralCode, ''),
      ),
    );
  const coded = new Set(rows.map((r) => r.portfolioId));
  return events.filter((e) => coded.has(e.portfolioId));
}

/**
 * The listener app.ts registers on the deposit-settled port. A reward must never stop a deposit from settling:
 * the referees' codes are read once for the batch (in a savepoint of their own), and only a deposit whose referee
 * used a code goes on to `creditReferralReward`, in its own savepoint. A failure rolls back only that reward (and
 * its decision) and is logged; the retry sweep (reward-retry.ts) decides it later.
 */
export function referralRewardListener(log: FastifyBaseLogger): DepositSettledListener {
  return async (tx, events) => {
    let candidates: DepositSettled[];
    try {
      candidates = await tx.transaction((savepoint) => withReferralCode(savepoint, events));
    } catch (error) {
      log.error(
        { err: error, orderIds: events.map((e) => e.orderId) },
        'referral reward failed; the deposits settled, the sweep retries',
      );
      return;
    }
    for (const event of candidates) {
      try {
        const outcome = await tx.transaction((savepoint) => creditReferralReward(savepoint, event));
        if (outcome === 'PAID') log.info({ orderId: event.orderId }, 'referral reward paid');
      } catch (error) {
        // No decision was recorded (it rolled back with the reward): the retry sweep decides it again.
        log.error(
          { err: error, orderId: event.orderId },
          'referral reward failed; the deposit settled, the sweep retries',
        );
      }
    }
  };
}
