import { and, eq, sql } from 'drizzle-orm';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { referralSummaryResponseSchema, type ReferralSummary } from '@harta/contracts/schemas/referral';
import { transactionListingResponseSchema } from '@harta/contracts/schemas/transaction-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerJournals } from '../src/db/schema/ledger';
import { systemParameters } from '../src/db/schema/reference-data';
import { referralRewardDecisions, referralRewards } from '../src/db/schema/referrals';
import { clientPersonalInfo, clientSignups } from '../src/db/schema/registration';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import { newReferralCode, referralCodeOf } from '../src/modules/referral/referral-code';
import { creditReferralReward } from '../src/modules/referral/referral-reward';
import { retryReferralRewards } from '../src/modules/referral/reward-retry';
import type { FpxFields } from '../src/providers/payment-gateway/fpx-messages';
import { testDatabases, type TestDatabase } from './databases';
import { cashOf, createPortfolio, depositForm, payAtBank, postAc, callbacksSettled } from './helpers/deposits';
import { json, registrationAuth, signupBody } from './helpers/registration';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Refer a friend (issue 13 item 5, docs/account.md): the personal code and link, sign-up with the code, the list
 * of friends (own only, masked), and the reward: paid once when a friend's first deposit settles through the FPX
 * sandbox, as a REFERRAL_REWARD journal and transaction, never for a second account of the same person, and once
 * whatever the callbacks do; a reward whose listener failed is paid by the retry sweep, once. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

interface TestClient {
  clientId: number;
  email: string;
  token: string;
  portfolio: { id: number; guid: string };
}

describe.each(testDatabases())('refer a friend on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let count = 0;
  const db = () => database.db;
  const sandbox = () => server.app.payments.sandbox;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({
      database,
      env: { FPX_SANDBOX_CALLBACK_DELAY_MS: '0', FPX_ENQUIRY_POLL_MS: '3600000' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** An approved client with a portfolio, an ID number of its own (or the one given), and optionally a code used. */
  async function client(options: { status?: string; nric?: string; usedCode?: string } = {}): Promise<TestClient> {
    count += 1;
    const email = `referral-${count}-${kind.name}@example.com`;
    const created = await createTestClient(db(), { email, status: options.status ?? 'ACTIVE', currentStep: 10 });
    await fillRegistration(db(), created, {
      nric: options.nric ?? `880202-10-${String(count).padStart(4, '0')}`,
      skip: ['identity', 'contact', 'knowledge', 'investment-profile'],
    });
    if (options.usedCode) {
      await db().insert(clientSignups).values({
        clientId: created.clientId,
        referralCode: options.usedCode,
        termsAcceptedAt: new Date(),
        privacyAcceptedAt: new Date(),
      });
    }
    const { access_token: token } = await server.login(email, TEST_CLIENT_PASSWORD);
    return { clientId: created.clientId, email, token, portfolio: await createPortfolio(db(), created.clientId) };
  }

  async function summary(who: { token: string }): Promise<ReferralSummary> {
    const response = await server.fetch(ApiPaths.referral.mine, { headers: bearer(who.token) });
    expect(response.status).toBe(200);
    return referralSummaryResponseSchema.parse(await response.json()).result;
  }

  /** A deposit paid at the sandbox bank, its direct AC delivered; answers the order id. */
  async function deposit(who: TestClient, amount = '500.00'): Promise<string> {
    const form = await depositForm(server, who.token, { amount, portfolioId: who.portfolio.guid, bankId: 'MBB' });
    await payAtBank(server, form, 'approve');
    await callbacksSettled(server.app);
    return form.orderId;
  }

  /** Deposits paid at the bank whose direct ACs are held back, for the test to deliver as it likes. */
  async function heldDeposits(who: TestClient, n: number): Promise<FpxFields[]> {
    const acs: FpxFields[] = [];
    sandbox().setDelivery(async (fields) => {
      acs.push(fields);
    });
    try {
      for (let i = 0; i < n; i += 1) {
        const form = await depositForm(server, who.token, {
          amount: '100.00',
          portfolioId: who.portfolio.guid,
          bankId: 'MBB',
        });
        await payAtBank(server, form, 'approve');
      }
      await callbacksSettled(server.app);
    } finally {
      sandbox().setDelivery(async (fields) => {
        await postAc(server, fields);
      });
    }
    return acs;
  }

  async function rewardsTo(referrer: TestClient) {
    return db().select().from(referralRewards).where(eq(referralRewards.referrerClientId, referrer.clientId));
  }

  async function setParameter(key: string, value: string) {
    await db()
      .update(systemParameters)
      .set({ value })
      .where(and(eq(systemParameters.category, 'REFERRAL'), eq(systemParameters.key, key)));
  }

  /** The client's ID number given up (as a rejected application's is), so another account may take it. */
  async function releaseIdNumber(who: TestClient) {
    await db()
      .update(clientPersonalInfo)
      .set({ idNumberReleasedAt: new Date() })
      .where(eq(clientPersonalInfo.clientId, who.clientId));
  }

  /**
   * A self-referral: a referrer, then a second account of the same person (the number released first: the
   * one-person-one-account index stops this at registration) signed up with the referrer's code.
   */
  async function selfReferral(nric: string) {
    const referrer = await client({ nric });
    const { code } = await summary(referrer);
    await releaseIdNumber(referrer);
    return { referrer, referee: await client({ usedCode: code, nric: nric.replaceAll('-', '') }) };
  }

  /**
   * The same person referred twice: by A (rewarded on its first deposit), then, with a second account of the same
   * ID number, by B.
   */
  async function samePersonTwice(nric: string) {
    const a = await client();
    const b = await client();
    const { code: codeA } = await summary(a);
    const { code: codeB } = await summary(b);
    const first = await client({ usedCode: codeA, nric });
    await deposit(first);
    expect(await rewardsTo(a)).toHaveLength(1);
    await releaseIdNumber(first);
    return { a, b, again: await client({ usedCode: codeB, nric: nric.replaceAll('-', '') }) };
  }

  describe('the code and the link', () => {
    it('gives each client one code of 8 unambiguous characters, the same on every call, and a registration link', async () => {
      const a = await client();
      const b = await client();
      const first = await summary(a);
      expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(first.code).not.toContain(String(a.clientId));
      expect(first.link).toBe(`${server.config.publicUrl}/registration?ref=${first.code}`);
      expect(first.reward).toEqual({ active: true, amount: '20.00', maxRewards: 20 });
      expect(first.friends).toEqual([]);
      expect((await summary(a)).code).toBe(first.code);
      expect((await summary(b)).code).not.toBe(first.code);
    });

    it('draws random codes, and draws again when a code is taken', async () => {
      const codes = new Set(Array.from({ length: 2000 }, () => newReferralCode()));
      expect(codes.size).toBe(2000);
      const a = await client();
      const taken = await summary(a);
      const b = await client();
      const draws = [taken.code, 'FRESH234'];
      expect(await referralCodeOf(db(), b.clientId, () => draws.shift()!)).toBe('FRESH234');
      // Two first calls at once end with one code.
      const c = await client();
      const both = await Promise.all([referralCodeOf(db(), c.clientId), referralCodeOf(db(), c.clientId)]);
      expect(both[0]).toBe(both[1]);
    });

    it('is for approved clients only, and needs a login', async () => {
      const pending = await client({ status: 'PENDING' });
      const response = await server.fetch(ApiPaths.referral.mine, { headers: bearer(pending.token) });
      expect(response.status).toBe(403);
      expect(errorBodySchema.parse(await response.json()).result).toBe(messagesEn['referral.notActive']);
      expect((await server.fetch(ApiPaths.referral.mine)).status).toBe(401);
    });
  });

  describe('friends', () => {
    it('a friend who signs up with the code shows to the referrer alone, by first name and masked e-mail', async () => {
      const a = await client();
      const b = await client();
      const { code } = await summary(a);
      const body = signupBody({ givenName: 'Siti Aminah', emailAddress: `siti.${kind.name}@example.com` });
      const signup = await server.fetch(
        ApiPaths.registration.saveClient,
        json({ ...body, referralCode: code.toLowerCase() }, registrationAuth(server)),
      );
      expect(signup.status).toBe(200);

      const { friends } = await summary(a);
      expect(friends).toEqual([
        {
          firstName: 'Siti',
          maskedEmail: `s**********@example.com`.replace('**********', '*'.repeat(`siti.${kind.name}`.length - 1)),
          signedUpAt: expect.any(String),
          stage: 'SIGNED_UP',
          rewarded: false,
        },
      ]);
      expect(JSON.stringify(friends)).not.toMatch(/Aminah|siti\./);
      expect((await summary(b)).friends).toEqual([]);
    });
  });

  describe('the reward', () => {
    it("is paid once, on the friend's first settled deposit, and the referrer sees it in transactions", async () => {
      const a = await client();
      const { code } = await summary(a);
      const friend = await client({ usedCode: code });
      expect((await summary(a)).friends[0]).toMatchObject({ stage: 'APPROVED', rewarded: false });
      const before = await cashOf(db(), a.portfolio.id);

      const orderId = await deposit(friend);
      expect(await cashOf(db(), a.portfolio.id)).toBe(before + 2_000n);
      expect(await cashOf(db(), friend.portfolio.id)).toBe(50_000n);
      const [reward] = await rewardsTo(a);
      expect(reward).toMatchObject({ refereeClientId: friend.clientId, amountSen: 2_000n, orderId });
      const [journal] = await db()
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, `referral:${friend.clientId}:reward`));
      expect(journal!.kind).toBe('REFERRAL_REWARD');
      const [promotions] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'PROMOTIONS'));
      expect(promotions!.balance).toBeGreaterThanOrEqual(2_000n);

      const listing = await server.fetch(`${ApiPaths.clientProfile.transactionListing}?type=REFERRAL_REWARD`, {
        headers: bearer(a.token),
      });
      const { items } = transactionListingResponseSchema.parse(await listing.json()).result;
      expect(items).toEqual([
        expect.objectContaining({
          type: 'REFERRAL_REWARD',
          status: 'COMPLETED',
          amount: '20.00',
          portfolio: expect.objectContaining({ guid: a.portfolio.guid }),
        }),
      ]);
      // The friend sees their deposit, not the referrer's reward.
      const theirs = await server.fetch(`${ApiPaths.clientProfile.transactionListing}?type=REFERRAL_REWARD`, {
        headers: bearer(friend.token),
      });
      expect(transactionListingResponseSchema.parse(await theirs.json()).result.items).toEqual([]);
      expect((await summary(a)).friends[0]).toMatchObject({ stage: 'FIRST_DEPOSIT', rewarded: true });

      // A second deposit is not a first one.
      await deposit(friend);
      expect(await cashOf(db(), a.portfolio.id)).toBe(before + 2_000n);
      expect(await rewardsTo(a)).toHaveLength(1);
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
    });

    it('is paid once when the same AC arrives many times at once, or two first deposits settle together', async () => {
      const a = await client();
      const { code } = await summary(a);
      const friend = await client({ usedCode: code });
      const acs = await heldDeposits(friend, 2);
      expect(acs).toHaveLength(2);
      const deliveries = [acs[0]!, acs[1]!, acs[0]!, acs[1]!, acs[0]!, acs[1]!].map((fields) => postAc(server, fields));
      for (const response of await Promise.all(deliveries)) expect(await response.text()).toBe('OK');
      expect(await cashOf(db(), friend.portfolio.id)).toBe(20_000n);
      expect(await cashOf(db(), a.portfolio.id)).toBe(2_000n);
      expect(await rewardsTo(a)).toHaveLength(1);
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
    });

    it("pays each referrer once when their friends' ACs arrive together with those of a client with no code", async () => {
      const [a, b] = [await client(), await client()];
      const friendOfA = await client({ usedCode: (await summary(a)).code });
      const friendOfB = await client({ usedCode: (await summary(b)).code });
      const noCode = await client();
      const acs = [
        ...(await heldDeposits(noCode, 1)),
        ...(await heldDeposits(friendOfA, 1)),
        ...(await heldDeposits(noCode, 1)),
        ...(await heldDeposits(friendOfB, 1)),
      ];
      expect(acs).toHaveLength(4);
      // Delivered at once: the callbacks that arrive together settle in one batch, whose settled deposits the
      // reward listener looks at together.
      const responses = await Promise.all(acs.map((fields) => postAc(server, fields)));
      for (const response of responses) expect(await response.text()).toBe('OK');
      expect(await cashOf(db(), noCode.portfolio.id)).toBe(20_000n);
      expect(await cashOf(db(), a.portfolio.id)).toBe(2_000n);
      expect(await cashOf(db(), b.portfolio.id)).toBe(2_000n);
      expect(await rewardsTo(a)).toHaveLength(1);
      expect(await rewardsTo(b)).toHaveLength(1);
      expect(
        await db().select().from(referralRewards).where(eq(referralRewards.refereeClientId, noCode.clientId)),
      ).toEqual([]);
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
    });

    it('is not paid for a second account of the same person, by ID number', async () => {
      const { b, again } = await samePersonTwice('910303-14-5555');
      await deposit(again);
      expect(await rewardsTo(b)).toEqual([]);
      expect(await cashOf(db(), b.portfolio.id)).toBe(0n);
    });

    it('is not paid for a self-referral: the referee is the referrer by ID number', async () => {
      const { referrer: a, referee: self } = await selfReferral('920404-10-6666');
      const orderId = await deposit(self);
      expect(await rewardsTo(a)).toEqual([]);
      expect(await cashOf(db(), a.portfolio.id)).toBe(0n);
      expect(
        await db().transaction((tx) =>
          creditReferralReward(tx, { orderId, portfolioId: self.portfolio.id, amountSen: 50_000n }),
        ),
      ).toBe('SELF_REFERRAL');
    });

    it('follows the rule in the system parameters: off pays nothing, the cap stops further rewards', async () => {
      const a = await client();
      const { code } = await summary(a);
      await setParameter('REWARD_ENABLED', 'false');
      try {
        expect((await summary(a)).reward.active).toBe(false);
        await deposit(await client({ usedCode: code }));
        expect(await rewardsTo(a)).toEqual([]);
      } finally {
        await setParameter('REWARD_ENABLED', 'true');
      }

      await setParameter('MAX_REWARDS_PER_REFERRER', '1');
      await setParameter('REWARD_AMOUNT_SEN', '1550');
      try {
        await deposit(await client({ usedCode: code }));
        await deposit(await client({ usedCode: code }));
        const paid = await rewardsTo(a);
        expect(paid.map((r) => r.amountSen)).toEqual([1_550n]);
        expect(await cashOf(db(), a.portfolio.id)).toBe(1_550n);
      } finally {
        await setParameter('MAX_REWARDS_PER_REFERRER', '20');
        await setParameter('REWARD_AMOUNT_SEN', '2000');
      }
    });

    it('is not paid to a referrer whose account is suspended, nor for an unknown code', async () => {
      const a = await client();
      const { code } = await summary(a);
      await db().execute(sql`update clients set status = 'SUSPEND' where client_id = ${a.clientId}`);
      await deposit(await client({ usedCode: code }));
      expect(await rewardsTo(a)).toEqual([]);
      const stranger = await client({ usedCode: 'NOSUCH99' });
      await deposit(stranger);
      expect(
        await db().select().from(referralRewards).where(eq(referralRewards.refereeClientId, stranger.clientId)),
      ).toEqual([]);
    });
  });

  describe('the retry of a reward whose listener failed', () => {
    const silent = { info: () => undefined, error: () => undefined };

    /**
     * Runs `settle` while every reward decision fails in the database (a trigger raises on the decision's insert,
     * the last write of every path, paid or not): the listener's savepoint rolls back, the deposit settles alone.
     */
    async function withFailingRewards(settle: () => Promise<unknown>): Promise<void> {
      await db().execute(
        sql`create or replace function referral_test_fail() returns trigger language plpgsql as $$ begin raise exception 'simulated database failure'; end $$`,
      );
      await db().execute(
        sql`create trigger referral_test_fail before insert on referral_reward_decisions for each row execute function referral_test_fail()`,
      );
      try {
        await settle();
      } finally {
        await db().execute(sql`drop trigger referral_test_fail on referral_reward_decisions`);
      }
    }

    const decisionOf = async (referee: TestClient) =>
      (
        await db()
          .select()
          .from(referralRewardDecisions)
          .where(eq(referralRewardDecisions.refereeClientId, referee.clientId))
      )[0];

    it('the deposit settles without the reward; the sweep pays it exactly once, however often it runs', async () => {
      const a = await client();
      const { code } = await summary(a);
      const friend = await client({ usedCode: code });
      let orderId = '';
      await withFailingRewards(async () => {
        orderId = await deposit(friend);
      });
      expect(await cashOf(db(), friend.portfolio.id)).toBe(50_000n);
      expect(await cashOf(db(), a.portfolio.id)).toBe(0n);
      expect(await rewardsTo(a)).toEqual([]);
      expect(await decisionOf(friend)).toBeUndefined();

      // Two sweeps at once (two instances), then another: one payment.
      const reports = await Promise.all([retryReferralRewards(db(), silent), retryReferralRewards(db(), silent)]);
      expect(reports.reduce((n, r) => n + r.paid, 0)).toBe(1);
      expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(0);
      expect(await retryReferralRewards(db(), silent)).toEqual({ decided: 0, paid: 0, failed: 0 });

      expect(await cashOf(db(), a.portfolio.id)).toBe(2_000n);
      expect(await rewardsTo(a)).toEqual([
        expect.objectContaining({ refereeClientId: friend.clientId, amountSen: 2_000n, orderId }),
      ]);
      expect(await decisionOf(friend)).toMatchObject({ orderId, outcome: 'PAID' });
      const journals = await db()
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, `referral:${friend.clientId}:reward`));
      expect(journals).toHaveLength(1);
      expect((await summary(a)).friends[0]).toMatchObject({ stage: 'FIRST_DEPOSIT', rewarded: true });

      // The friend's next deposit is not a first one, and the listener works again: still one reward.
      await deposit(friend);
      expect(await cashOf(db(), a.portfolio.id)).toBe(2_000n);
      expect(await retryReferralRewards(db(), silent)).toEqual({ decided: 0, paid: 0, failed: 0 });
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
    });

    it('a sweep that fails too leaves the referee for the next run', async () => {
      const a = await client();
      const { code } = await summary(a);
      const friend = await client({ usedCode: code });
      await withFailingRewards(async () => {
        await deposit(friend);
        const report = await retryReferralRewards(db(), silent);
        expect(report).toMatchObject({ paid: 0 });
        expect(report.failed).toBeGreaterThanOrEqual(1);
      });
      expect(await rewardsTo(a)).toEqual([]);
      expect(await retryReferralRewards(db(), silent)).toMatchObject({ paid: 1, failed: 0 });
      expect(await cashOf(db(), a.portfolio.id)).toBe(2_000n);
    });

    it('pays nothing on retry for a self-referral or a second account of the same person', async () => {
      const { referrer: self, referee: selfAgain } = await selfReferral('930505-10-7777');
      const { a, b, again: second } = await samePersonTwice('940606-14-8888');
      await withFailingRewards(async () => {
        await deposit(selfAgain);
        await deposit(second);
      });
      expect(await decisionOf(selfAgain)).toBeUndefined();
      expect(await decisionOf(second)).toBeUndefined();

      expect(await retryReferralRewards(db(), silent)).toMatchObject({ paid: 0, failed: 0 });
      expect(await decisionOf(selfAgain)).toMatchObject({ outcome: 'SELF_REFERRAL' });
      expect(await decisionOf(second)).toMatchObject({ outcome: 'ALREADY_REWARDED' });
      expect(await rewardsTo(self)).toEqual([]);
      expect(await rewardsTo(b)).toEqual([]);
      expect(await cashOf(db(), self.portfolio.id)).toBe(0n);
      expect(await cashOf(db(), b.portfolio.id)).toBe(0n);
      expect(await rewardsTo(a)).toHaveLength(1);
      expect(await findLedgerViolations(db())).toEqual(NO_VIOLATIONS);
    });
  });
});
