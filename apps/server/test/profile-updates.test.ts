import { errorBodySchema } from '@harta/contracts/errors';
import { applicationDetailResponseSchema } from '@harta/contracts/schemas/backoffice';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { mailOutbox, smsMessages } from '../src/db/schema/mail';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../src/db/schema/registration';
import { findVerifiedBankAccount } from '../src/modules/withdrawals/payout-account';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { postJson, profileResult } from './helpers/client-api';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { approveSent, signInNewStaffMember, type StaffMember } from './helpers/staff-members';

/**
 * My-profile updates (docs/account.md "Profile updates"): each call answers { status, errorMessage } (also for a
 * rule the server refuses), validates with the registration step's schema (400), refuses another client's id
 * (403), writes an audit entry with the section before and after, and changes all or nothing. Bank and phone
 * changes need a step-up code texted to the number on record and e-mail the client; a new bank account is not
 * paid until staff verify it.
 */
describe.each(testDatabases())('profile updates on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  /** Four eyes: a second member approves the verification staff@ makes. */
  let checker: StaffMember;
  let seq = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    checker = await signInNewStaffMember(db(), server, `reviewer-${kind.name}@example.com`, ['reviewer']);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function client(status = 'ACTIVE') {
    seq += 1;
    const email = `profile-${seq}-${kind.name}@example.com`;
    const created = await createTestClient(db(), { email, status, currentStep: 10 });
    await fillRegistration(db(), created);
    const mobile = `+60123${String(400000 + seq)}`;
    await db().update(clients).set({ mobileNumber: mobile }).where(eq(clients.clientId, created.clientId));
    // A complete step 7 (the fixture's employed client names no occupation, which step 7 would refuse).
    await db()
      .update(clientFinancialInfo)
      .set({ occupation: 'MANAGER', businessType: 'MANUFACTURING', employerName: 'Kilang Sdn Bhd' })
      .where(eq(clientFinancialInfo.clientId, created.clientId));
    const { access_token: token } = await server.login(email, TEST_CLIENT_PASSWORD);
    return { ...created, token, mobile };
  }

  const post = (token: string, path: string, body: unknown) => postJson(server, token, path, body);
  const result = profileResult;

  const audits = (clientId: number, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(clientId)), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  /** What the back office's application page shows: is the client's bank account verified? */
  async function staffSeesVerified(clientId: number) {
    const response = await server.fetch(ApiPaths.backoffice.application(clientId), { headers: bearer(staffToken) });
    expect(response.status).toBe(200);
    return applicationDetailResponseSchema.parse(await response.json()).result.financial?.bankAccountVerified;
  }

  async function lastSms(to: string) {
    const [sms] = await db()
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(eq(smsMessages.to, to))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return /(\d{6})/.exec(sms!.text)![1]!;
  }

  const personal = {
    title: 'MR',
    surName: 'Client',
    country: 'MY',
    idType: 'MYKAD',
    martialStatus: 'SINGLE',
    ethnicity: 'MALAY',
    isPep: false,
  };
  const address = {
    addressLine1: '2 Jalan Tun Razak',
    postcode: '50400',
    city: 'Kuala Lumpur',
    state: 'KUL',
    country: 'MY',
  };
  const income = {
    employmentStatus: 'RETIRED',
    annualIncome: 'INC_60K_120K',
    netWorth: 'NW_LT_100K',
    sourceOfFunds: 'SALARY',
    hasDomesticRinggitBorrowing: true,
    borrowingUndertaking: true,
  };
  const knowledge = {
    hasFinanceEducation: false,
    investmentExperience: 'NONE',
    instrumentsTraded: [],
    understandsRisk: true,
    understandsCurrencyRisk: false,
  };

  async function nricOf(clientId: number) {
    const [row] = await db().select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, clientId));
    return row!.nric;
  }

  it('updates each section, answering { status: true } and auditing it before and after', async () => {
    const c = await client();
    const nric = await nricOf(c.clientId);
    const calls: [string, unknown, string][] = [
      [ApiPaths.clientProfile.updateClientPersonalInformation, { ...personal, nric }, 'personal'],
      [ApiPaths.clientProfile.updateEthnicityClient, { ethnicity: 'CHINESE' }, 'ethnicity'],
      [ApiPaths.clientProfile.updateClientContactInformation, address, 'contact'],
      [ApiPaths.clientProfile.updateIncomeInformation, income, 'income'],
      [
        ApiPaths.clientProfile.updatetaxKnowledgeQuestionInformation,
        { taxResidency: 'SG', taxIdentificationNumber: 'S1234567A', isUsPerson: false },
        'tax',
      ],
      [ApiPaths.clientProfile.updateKnowledgeQuestionInformation, knowledge, 'knowledge'],
    ];
    for (const [path, body, section] of calls) {
      expect(await result(await post(c.token, path, body)), path).toEqual({ status: true, errorMessage: null });
      const [entry] = await audits(c.clientId, `profile.update.${section}`);
      expect(entry, section).toBeDefined();
      const details = entry!.details as { before: unknown; after: unknown };
      expect(details.after, section).not.toEqual(details.before);
    }
    const [p] = await db().select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, c.clientId));
    expect([p!.title, p!.ethnicity]).toEqual(['MR', 'CHINESE']);
    const [a] = await db().select().from(clientContactInfo).where(eq(clientContactInfo.clientId, c.clientId));
    expect(a!.addressLine1).toBe('2 Jalan Tun Razak');
    const [f] = await db().select().from(clientFinancialInfo).where(eq(clientFinancialInfo.clientId, c.clientId));
    expect([f!.employmentStatus, f!.hasDomesticRinggitBorrowing, f!.taxResidency, f!.bankAccountVerified]).toEqual([
      'RETIRED',
      true,
      'SG',
      true,
    ]);
    const [k] = await db().select().from(clientKnowledgeAnswers).where(eq(clientKnowledgeAnswers.clientId, c.clientId));
    expect(k!.investmentExperience).toBe('NONE');
    const ethnicityAudit = (await audits(c.clientId, 'profile.update.ethnicity'))[0]!.details;
    expect(ethnicityAudit).toEqual({ before: { ethnicity: 'MALAY' }, after: { ethnicity: 'CHINESE' } });
  });

  it('validates with the registration schemas (400 with the field) and refuses the rules as { status: false }', async () => {
    const c = await client();
    const bad = await post(c.token, ApiPaths.clientProfile.updateClientContactInformation, {
      ...address,
      postcode: 'x',
    });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).issues?.map((i) => i.path)).toContain('postcode');

    const refusals: [string, unknown, string][] = [
      [
        ApiPaths.clientProfile.updateClientContactInformation,
        { ...address, country: 'KP', state: 'Pyongyang', postcode: '12345' },
        'restricted',
      ],
      [
        ApiPaths.clientProfile.updatetaxKnowledgeQuestionInformation,
        { taxResidency: 'US', taxIdentificationNumber: '123-45-6789', isUsPerson: true },
        messagesEn['registration.usPerson'],
      ],
      [
        ApiPaths.clientProfile.updateClientPersonalInformation,
        { ...personal, nric: '850505-10-5557' },
        messagesEn['profile.idNumberLocked'],
      ],
      [ApiPaths.clientProfile.updateEthnicityClient, { ethnicity: 'NOPE' }, messagesEn['validation.unknownOption']],
      [
        ApiPaths.clientProfile.updatetaxKnowledgeQuestionInformation,
        { taxResidency: 'SG', isUsPerson: false },
        messagesEn['validation.tin'],
      ],
    ];
    for (const [path, body, message] of refusals) {
      const answer = await result(await post(c.token, path, body));
      expect(answer.status, path).toBe(false);
      if (message !== 'restricted') expect(answer.errorMessage, path).toBe(message);
      else expect(answer.errorMessage).toBeTruthy();
    }
    expect(await audits(c.clientId, 'profile.update.usPersonRefused')).toHaveLength(1);
    expect(await audits(c.clientId, 'profile.update.contact')).toHaveLength(0);

    const draft = await client('DRAFT');
    expect(
      await result(await post(draft.token, ApiPaths.clientProfile.updateEthnicityClient, { ethnicity: 'CHINESE' })),
    ).toEqual({ status: false, errorMessage: messagesEn['profile.notActive'] });
  });

  it("refuses another client's id on every update call (403 NOT_OWNER) and changes nothing", async () => {
    const owner = await client();
    const other = await client();
    const code = '123456';
    const bodies: [string, Record<string, unknown>][] = [
      [ApiPaths.clientProfile.updateClientPersonalInformation, { ...personal, nric: await nricOf(other.clientId) }],
      [ApiPaths.clientProfile.updateEthnicityClient, { ethnicity: 'CHINESE' }],
      [ApiPaths.clientProfile.updateClientContactInformation, address],
      [ApiPaths.clientProfile.updatePhoneNumber, { mobileNumber: '+60191112222', otp: code, stepUpOtp: code }],
      [ApiPaths.clientProfile.sendMobileOTP, { mobileNumber: '+60191112222' }],
      [ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' }],
      [
        ApiPaths.clientProfile.updateBankInformation,
        { bankCode: 'CIMB', bankAccountNumber: '7000123456', bankAccountHolderName: 'Test Client', stepUpOtp: code },
      ],
      [ApiPaths.clientProfile.updateIncomeInformation, income],
      [
        ApiPaths.clientProfile.updateInvestmentProfile,
        {
          answers: {
            horizon: 'Y5_10',
            goal: 'GROWTH',
            reaction: 'HOLD',
            savingsShare: 'P25_50',
            incomeStability: 'STABLE',
          },
        },
      ],
      [ApiPaths.clientProfile.updateKnowledgeQuestionInformation, knowledge],
      [ApiPaths.clientProfile.updatetaxKnowledgeQuestionInformation, { taxResidency: 'MY', isUsPerson: false }],
      [ApiPaths.clientProfileUpdate, { ethnicity: { ethnicity: 'CHINESE' } }],
    ];
    for (const [path, body] of bodies) {
      const response = await post(owner.token, path, { ...body, clientId: other.clientId });
      expect(response.status, path).toBe(403);
      expect(errorBodySchema.parse(await response.json()).code).toBe('NOT_OWNER');
    }
    const [p] = await db().select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, other.clientId));
    expect(p!.ethnicity).toBe('MALAY');
  });

  it('UpdateClientProfile saves several sections all or nothing', async () => {
    const c = await client();
    const refused = await result(
      await post(c.token, ApiPaths.clientProfileUpdate, {
        contact: address,
        tax: { taxResidency: 'US', isUsPerson: true, taxIdentificationNumber: '1' },
      }),
    );
    expect(refused).toEqual({ status: false, errorMessage: messagesEn['registration.usPerson'] });
    const [a] = await db().select().from(clientContactInfo).where(eq(clientContactInfo.clientId, c.clientId));
    expect(a!.addressLine1).toBe('1 Jalan Ampang');

    const ok = await result(
      await post(c.token, ApiPaths.clientProfileUpdate, {
        contact: address,
        knowledge,
        ethnicity: { ethnicity: 'CHINESE' },
      }),
    );
    expect(ok.status).toBe(true);
    for (const section of ['contact', 'knowledge', 'ethnicity']) {
      expect(await audits(c.clientId, `profile.update.${section}`), section).toHaveLength(1);
    }
    const empty = await post(c.token, ApiPaths.clientProfileUpdate, {});
    expect(empty.status).toBe(400);
  });

  it('changes the bank account with a step-up code to the old number, e-mails the client, and pays it only once verified', async () => {
    const c = await client();
    const bank = { bankCode: 'CIMB', bankAccountNumber: '7000 1234 5678', bankAccountHolderName: 'Test Client' };

    // No code asked for yet: refused, nothing changed.
    const early = await result(
      await post(c.token, ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp: '000000' }),
    );
    expect(early.status).toBe(false);

    expect(await result(await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'bank' }))).toEqual({
      status: true,
      errorMessage: null,
    });
    const code = await lastSms(c.mobile);
    // Someone else's name: refused, and the code stays usable for the corrected retry.
    const notOwn = await result(
      await post(c.token, ApiPaths.clientProfile.updateBankInformation, {
        ...bank,
        bankAccountHolderName: 'Somebody Else',
        stepUpOtp: code,
      }),
    );
    expect(notOwn).toEqual({
      status: false,
      errorMessage: formatMessage('validation.bankAccountHolder', { name: 'Test Client' }),
    });
    expect(
      await result(await post(c.token, ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp: code })),
    ).toEqual({ status: true, errorMessage: null });
    // Single use.
    expect(
      (await result(await post(c.token, ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp: code })))
        .status,
    ).toBe(false);

    const [f] = await db().select().from(clientFinancialInfo).where(eq(clientFinancialInfo.clientId, c.clientId));
    expect([f!.bankCode, f!.bankAccountNumber, f!.bankAccountVerified]).toEqual(['CIMB', '700012345678', false]);
    expect(await findVerifiedBankAccount(db(), c.clientId)).toBeNull();
    expect(await staffSeesVerified(c.clientId)).toBe(false);
    const [entry] = await audits(c.clientId, 'profile.update.bank');
    expect(entry!.details).toMatchObject({
      before: { bankCode: 'MBB', bankAccountNumber: '******7890', bankAccountVerified: true },
      after: { bankCode: 'CIMB', bankAccountNumber: '********5678', bankAccountVerified: false },
    });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, c.email), like(mailOutbox.subject, '%bank account%')));
    expect(mails).toHaveLength(1);

    // Staff verify it, a second member approves: withdrawals may now pay it.
    const verify = await post(staffToken, ApiPaths.backoffice.verifyBankAccount(c.clientId), {});
    expect(verify.status).toBe(202);
    expect(await staffSeesVerified(c.clientId)).toBe(false);
    await approveSent(server, checker.token, verify);
    expect(await staffSeesVerified(c.clientId)).toBe(true);
    expect((await findVerifiedBankAccount(db(), c.clientId))?.accountNumber).toBe('700012345678');
    expect(await audits(c.clientId, 'profile.bankAccount.verify')).toHaveLength(1);
    expect((await post(c.token, ApiPaths.backoffice.verifyBankAccount(c.clientId), {})).status).toBe(403);
  });

  it('changes the mobile number with a code to the new number and a step-up code to the old one', async () => {
    const c = await client();
    const newNumber = '+60199876543';
    expect(
      (await result(await post(c.token, ApiPaths.clientProfile.sendMobileOTP, { mobileNumber: c.mobile })))
        .errorMessage,
    ).toBe(messagesEn['profile.samePhone']);
    expect(
      (await result(await post(c.token, ApiPaths.clientProfile.sendMobileOTP, { mobileNumber: newNumber }))).status,
    ).toBe(true);
    const newCode = await lastSms(newNumber);
    expect((await result(await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'phone' }))).status).toBe(
      true,
    );
    const stepUp = await lastSms(c.mobile);

    const swapped = await result(
      await post(c.token, ApiPaths.clientProfile.updatePhoneNumber, {
        mobileNumber: newNumber,
        otp: stepUp,
        stepUpOtp: newCode,
      }),
    );
    expect(swapped.status).toBe(false);
    const ok = await result(
      await post(c.token, ApiPaths.clientProfile.updatePhoneNumber, {
        mobileNumber: newNumber,
        otp: newCode,
        stepUpOtp: stepUp,
      }),
    );
    expect(ok).toEqual({ status: true, errorMessage: null });
    const [row] = await db()
      .select({ mobile: clients.mobileNumber })
      .from(clients)
      .where(eq(clients.clientId, c.clientId));
    expect(row!.mobile).toBe(newNumber);
    const [entry] = await audits(c.clientId, 'profile.update.phone');
    expect(entry!.details).toEqual({ before: { mobileNumber: c.mobile }, after: { mobileNumber: newNumber } });
  });
});
