import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { smsMessages } from '../src/db/schema/mail';
import { systemParameters } from '../src/db/schema/reference-data';
import { clientFinancialInfo, otpCodes } from '../src/db/schema/registration';
import { oneTimeCodeLocks } from '../src/metrics/registry';
import { OTP_CAP_PARAMETERS, secondsToMalaysiaMidnight } from '../src/modules/otp/daily-caps';
import { checkOneTimeCode, issueOneTimeCode } from '../src/modules/otp/one-time-codes';
import { testDatabases, type TestDatabase } from './databases';
import { postJson, profileResult } from './helpers/client-api';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * Daily caps on one-time codes (docs/security.md "One-time codes"): per client and purpose, the codes sent and the
 * wrong codes typed in a Malaysian day are capped by system parameters; reaching a cap locks the purpose until
 * midnight in Malaysia with a message saying so, and staff are told once (an audit entry and a metric). Also the
 * two codes of a mobile-number or e-mail change: sent together or not at all, and a wrong one named by its field.
 */
describe.each(testDatabases())('one-time code daily caps on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let seq = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function client() {
    seq += 1;
    const email = `otp-caps-${seq}-${kind.name}@example.com`;
    const created = await createTestClient(db(), { email, status: 'ACTIVE', currentStep: 10 });
    await fillRegistration(db(), created);
    const mobile = `+60124${String(300000 + seq)}`;
    await db().update(clients).set({ mobileNumber: mobile }).where(eq(clients.clientId, created.clientId));
    await db()
      .update(clientFinancialInfo)
      .set({ occupation: 'MANAGER', businessType: 'MANUFACTURING', employerName: 'Kilang Sdn Bhd' })
      .where(eq(clientFinancialInfo.clientId, created.clientId));
    const { access_token: token } = await server.login(email, TEST_CLIENT_PASSWORD);
    return { ...created, token, mobile };
  }

  async function setCap(key: string, value: string) {
    await db()
      .update(systemParameters)
      .set({ value })
      .where(and(eq(systemParameters.category, OTP_CAP_PARAMETERS.category), eq(systemParameters.key, key)));
  }

  /** Lets the client ask for another code now (the one-a-minute rule is not what these tests are about). */
  async function skipCooldown(clientId: number) {
    await db()
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.clientId, clientId));
  }

  async function lastSms(to: string) {
    const [sms] = await db()
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(eq(smsMessages.to, to))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return sms ? /(\d{6})/.exec(sms.text)![1]! : undefined;
  }

  const post = async (token: string, path: string, body: unknown) =>
    profileResult(await postJson(server, token, path, body));
  const locks = (clientId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(clientId)), eq(auditLog.action, 'otp.dailyLimit')));
  const lockCount = async (purpose: string, reason: string) =>
    (await oneTimeCodeLocks.get()).values.find((v) => v.labels.purpose === purpose && v.labels.reason === reason)
      ?.value ?? 0;
  const bank = { bankCode: 'CIMB', bankAccountNumber: '7000123456', bankAccountHolderName: 'Test Client' };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('seeds the caps as system parameters staff can edit', async () => {
    const rows = await db()
      .select({ key: systemParameters.key, value: systemParameters.value })
      .from(systemParameters)
      .where(eq(systemParameters.category, 'OTP'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'MAX_SENDS_PER_DAY', value: '10' },
        { key: 'MAX_FAILED_GUESSES_PER_DAY', value: '15' },
      ]),
    );
  });

  it('sends: past the cap the purpose locks until midnight in Malaysia, staff are told once, other purposes go on', async () => {
    await setCap('MAX_SENDS_PER_DAY', '3');
    try {
      const c = await client();
      const metricBefore = await lockCount('stepUp', 'sends');
      for (let i = 0; i < 3; i += 1) {
        await skipCooldown(c.clientId);
        expect(await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' })).toEqual({
          status: true,
          errorMessage: null,
        });
      }
      const code = await lastSms(c.mobile);
      await skipCooldown(c.clientId);
      const refused = await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' });
      expect(refused).toMatchObject({
        status: false,
        errorMessage: messagesEn['otp.dailyLimit'],
        errorCode: 'OTP_DAILY_LIMIT',
      });
      const untilMidnight = secondsToMalaysiaMidnight(new Date());
      expect(refused.retryAfterSeconds).toBeGreaterThan(untilMidnight - 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(untilMidnight + 1);
      expect(await lastSms(c.mobile)).toBe(code); // nothing more was texted

      // Locked means locked: the code already sent no longer confirms a change today.
      const update = await post(c.token, ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp: code });
      expect(update).toMatchObject({ status: false, errorCode: 'OTP_DAILY_LIMIT', field: 'stepUpOtp' });
      await skipCooldown(c.clientId);
      expect((await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' })).errorCode).toBe(
        'OTP_DAILY_LIMIT',
      );

      // Staff are told once: one audit entry on the client, the metric counted once.
      const audits = await locks(c.clientId);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actor: 'system',
        subjectType: 'client',
        details: { purpose: 'stepUp', reason: 'sends', sends: 3 },
      });
      expect(await lockCount('stepUp', 'sends')).toBe(metricBefore + 1);

      // A change that needs a step-up sends neither of its codes: the new number gets nothing.
      const newNumber = `+60125${String(300000 + seq)}`;
      const both = await post(c.token, ApiPaths.clientProfile.sendChangeCodes, {
        change: 'phone',
        mobileNumber: newNumber,
      });
      expect(both.errorCode).toBe('OTP_DAILY_LIMIT');
      expect(await lastSms(newNumber)).toBeUndefined();

      // Another purpose is its own: a withdrawal code could still be sent.
      await issueOneTimeCode(db(), { clientId: c.clientId, purpose: 'withdrawal', subject: 'x', channel: 'sms' });
      // And the next day in Malaysia the purpose opens again.
      const tomorrow = new Date(Date.now() + (untilMidnight + 5) * 1000);
      const fresh = await issueOneTimeCode(
        db(),
        { clientId: c.clientId, purpose: 'stepUp', subject: 'bank', channel: 'sms' },
        tomorrow,
      );
      await expect(
        checkOneTimeCode(db(), { clientId: c.clientId, purpose: 'stepUp', subject: 'bank' }, fresh, tomorrow),
      ).resolves.toMatchObject({ channel: 'sms' });
    } finally {
      await setCap('MAX_SENDS_PER_DAY', '10');
    }
  });

  it('failed guesses: the cap-th wrong code locks the purpose; even the right code is refused until tomorrow', async () => {
    await setCap('MAX_FAILED_GUESSES_PER_DAY', '4');
    try {
      const c = await client();
      expect((await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' })).status).toBe(true);
      const code = (await lastSms(c.mobile))!;
      const guess = (stepUpOtp: string) =>
        post(c.token, ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp });
      for (let i = 0; i < 3; i += 1) {
        expect(await guess(wrongFor(code))).toEqual({
          status: false,
          errorMessage: messagesEn['otp.invalid'],
          errorCode: 'OTP_INVALID',
          field: 'stepUpOtp',
        });
      }
      expect(await guess(wrongFor(code))).toMatchObject({
        status: false,
        errorMessage: messagesEn['otp.dailyLimit'],
        errorCode: 'OTP_DAILY_LIMIT',
      });
      expect(await guess(code)).toMatchObject({ status: false, errorCode: 'OTP_DAILY_LIMIT' });
      await skipCooldown(c.clientId);
      expect((await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' })).errorCode).toBe(
        'OTP_DAILY_LIMIT',
      );
      const audits = await locks(c.clientId);
      expect(audits).toHaveLength(1);
      expect(audits[0]!.details).toMatchObject({ purpose: 'stepUp', reason: 'failedGuesses', failedGuesses: 4 });
    } finally {
      await setCap('MAX_FAILED_GUESSES_PER_DAY', '15');
    }
  });

  it('parallel wrong guesses, from two connections, cannot pass the cap, and the lock is told once', async () => {
    await setCap('MAX_FAILED_GUESSES_PER_DAY', '3');
    const other = await database.openAnother();
    try {
      const c = await client();
      const owner = { clientId: c.clientId, purpose: 'withdrawal' as const, subject: 'p:1000' };
      const code = await issueOneTimeCode(db(), { ...owner, channel: 'sms' });
      const guesses = Array.from({ length: 8 }, (_, i) =>
        checkOneTimeCode(i % 2 ? other.db : db(), owner, wrongFor(code)).then(
          () => 'passed',
          (err: { code: string }) => err.code,
        ),
      );
      const answers = await Promise.all(guesses);
      expect(answers).not.toContain('passed');
      expect(answers.filter((a) => a === 'OTP_INVALID').length).toBeLessThanOrEqual(2);
      expect(answers).toContain('OTP_DAILY_LIMIT');
      expect(await locks(c.clientId)).toHaveLength(1);
      await expect(checkOneTimeCode(db(), owner, code)).rejects.toMatchObject({ code: 'OTP_DAILY_LIMIT' });
    } finally {
      await other.close();
      await setCap('MAX_FAILED_GUESSES_PER_DAY', '15');
    }
  });

  it('a right code costs no attempt: four wrong, then the right one, still works', async () => {
    const c = await client();
    const owner = { clientId: c.clientId, purpose: 'withdrawal' as const, subject: 'p:2000' };
    const code = await issueOneTimeCode(db(), { ...owner, channel: 'sms' });
    for (let i = 0; i < 4; i += 1) {
      await expect(checkOneTimeCode(db(), owner, wrongFor(code))).rejects.toMatchObject({ code: 'OTP_INVALID' });
    }
    await Promise.all([checkOneTimeCode(db(), owner, code), checkOneTimeCode(db(), owner, code)]);
    const [row] = await db().select().from(otpCodes).where(eq(otpCodes.clientId, c.clientId));
    expect(row!.attempts).toBe(4);
  });

  describe('the two codes of a mobile-number change', () => {
    it('are sent together or not at all; a retry within the minute keeps the first codes usable', async () => {
      const c = await client();
      const newNumber = `+60126${String(300000 + seq)}`;
      // A step-up for another change a moment ago: the step-up code must wait a minute.
      expect((await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' })).status).toBe(true);
      const bankCode = await lastSms(c.mobile);
      const waiting = await post(c.token, ApiPaths.clientProfile.sendChangeCodes, {
        change: 'phone',
        mobileNumber: newNumber,
      });
      expect(waiting).toMatchObject({ status: false, errorCode: 'OTP_COOLDOWN' });
      expect(waiting.retryAfterSeconds).toBeGreaterThan(50);
      expect(waiting.retryAfterSeconds).toBeLessThanOrEqual(60);
      // Neither was sent: nothing to the new number, and no new code of its purpose.
      expect(await lastSms(newNumber)).toBeUndefined();
      expect(await lastSms(c.mobile)).toBe(bankCode);
      const mobileCodes = await db()
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.clientId, c.clientId), eq(otpCodes.purpose, 'mobile')));
      expect(mobileCodes).toHaveLength(0);

      await skipCooldown(c.clientId);
      const sent = await post(c.token, ApiPaths.clientProfile.sendChangeCodes, {
        change: 'phone',
        mobileNumber: newNumber,
      });
      expect(sent).toEqual({ status: true, errorMessage: null });
      const otp = (await lastSms(newNumber))!;
      const stepUpOtp = (await lastSms(c.mobile))!;
      // A retry within the minute is refused as a whole, and replaces nothing.
      const again = await post(c.token, ApiPaths.clientProfile.sendChangeCodes, {
        change: 'phone',
        mobileNumber: newNumber,
      });
      expect(again).toMatchObject({ status: false, errorCode: 'OTP_COOLDOWN' });

      // A wrong code is named by its field; the right ones still work afterwards.
      const change = (body: { otp: string; stepUpOtp: string }) =>
        post(c.token, ApiPaths.clientProfile.updatePhoneNumber, { mobileNumber: newNumber, ...body });
      expect(await change({ otp, stepUpOtp: wrongFor(stepUpOtp) })).toMatchObject({
        status: false,
        errorCode: 'OTP_INVALID',
        field: 'stepUpOtp',
      });
      expect(await change({ otp: wrongFor(otp), stepUpOtp })).toMatchObject({
        status: false,
        errorCode: 'OTP_INVALID',
        field: 'otp',
      });
      expect(await change({ otp, stepUpOtp })).toEqual({ status: true, errorMessage: null });
      const [row] = await db().select().from(clients).where(eq(clients.clientId, c.clientId));
      expect(row!.mobileNumber).toBe(newNumber);
    });

    it('refuses the number the client already has without sending anything', async () => {
      const c = await client();
      const same = await post(c.token, ApiPaths.clientProfile.sendChangeCodes, {
        change: 'phone',
        mobileNumber: c.mobile,
      });
      expect(same).toEqual({ status: false, errorMessage: messagesEn['profile.samePhone'] });
      expect(await lastSms(c.mobile)).toBeUndefined();
    });
  });
});
