import { errorBodySchema } from '@harta/contracts/errors';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { getRegistrationClientResponseSchema } from '@harta/contracts/schemas/registration-client';
import {
  getContactInfoResponseSchema,
  otpSentResponseSchema,
  savePhoneNumberResponseSchema,
} from '@harta/contracts/schemas/registration-contact';
import { getFinancialInfoResponseSchema } from '@harta/contracts/schemas/registration-financial';
import { getKnowledgeResponseSchema } from '@harta/contracts/schemas/registration-knowledge';
import { getPersonalInfoResponseSchema } from '@harta/contracts/schemas/registration-personal';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { otpCodes } from '../src/db/schema/registration';
import { testDatabases, type TestDatabase } from './databases';
import { codeFromMailbox, json, mailbox, PASSWORD, registerThroughPassword } from './helpers/registration';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/** Steps 5–8 and getClientById over HTTP, for a client who passed steps 1–3 (step 4 is simulated in the DB). */

const personal = {
  title: 'MR',
  surName: 'Tan',
  country: 'MY',
  idType: 'MYKAD',
  nric: '900101-14-5677',
  martialStatus: 'MARRIED',
  spouseName: 'Mei Ling',
  spouseNRIC: '920202145678',
  ethnicity: 'CHINESE',
  isPep: false,
  createdBy: 'someone@else.example',
};

const contact = {
  addressLine1: '12 Jalan Ampang',
  addressLine2: null,
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'KUL',
  country: 'MY',
};

const financial = {
  employmentStatus: 'EMPLOYED',
  occupation: 'PROFESSIONAL',
  businessType: 'ICT',
  employerName: 'Harta Sdn Bhd',
  annualIncome: 'INC_60K_120K',
  netWorth: 'NW_100K_500K',
  sourceOfFunds: 'SALARY',
  bankCode: 'MBB',
  bankAccountNumber: '1234-5678-9012',
  bankAccountHolderName: 'DANIEL TAN',
  taxResidency: 'MY',
  taxIdentificationNumber: '',
  isUsPerson: false,
  hasDomesticRinggitBorrowing: true,
  borrowingUndertaking: true,
};

const knowledge = {
  hasFinanceEducation: false,
  investmentExperience: 'NONE',
  instrumentsTraded: [],
  understandsRisk: true,
  understandsCurrencyRisk: true,
};

describe.each(testDatabases())('registration steps 5–8 on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let main: { email: string; token: string; clientId: number };
  let other: { email: string; token: string; clientId: number };
  let pendingToken: string;

  /** A client who has done steps 1–4 (step 4, identity, belongs to the kyc module: set directly). */
  async function clientOnStep5(mobileNumber = '012-345 6789') {
    const email = await registerThroughPassword(server, { mobileNumber });
    const [row] = await database.db
      .update(clients)
      .set({ currentStep: 5 })
      .where(eq(clients.emailAddress, email))
      .returning({ clientId: clients.clientId });
    const tokens = await server.login(email, PASSWORD);
    return { email, token: tokens.access_token, clientId: row!.clientId };
  }

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
    [main, other] = [await clientOnStep5('0123456789'), await clientOnStep5('+60198765432')];
    // `other` saved step 5 too (its contact step is exercised below).
    await database.db.update(clients).set({ currentStep: 6 }).where(eq(clients.clientId, other.clientId));
    pendingToken = (await server.login('pending@example.com', 'Demo@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const post = (path: string, body: unknown, token = main.token) => server.fetch(path, json(body, bearer(token)));
  const get = (path: string, token = main.token) => server.fetch(path, { headers: bearer(token) });

  async function expectError(response: Response, status: number, code: string, result?: string) {
    const body = errorBodySchema.parse(await response.json());
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(body.code).toBe(code);
    if (result) expect(body.result).toBe(result);
    return body;
  }

  const issuesOf = async (response: Response) =>
    Object.fromEntries((await expectError(response, 400, 'VALIDATION_ERROR')).issues!.map((i) => [i.path, i.message]));

  describe('step 5: personal information', () => {
    it('is null before it is saved', async () => {
      const response = await get(ApiPaths.registration.getPersonalInfoByClientId);
      expect(getPersonalInfoResponseSchema.parse(await response.json())).toEqual({ result: null });
    });

    it('refuses a mismatched MyKad, a minor, a bad spouse id and missing PEP details', async () => {
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientPersonalInformation, {
            ...personal,
            gender: 'F',
            dob: '1990-01-02',
            spouseNRIC: 'AB-1',
            isPep: true,
          }),
        ),
      ).toEqual({
        gender: 'validation.genderMismatch',
        dob: 'validation.dobMismatch',
        spouseNRIC: 'spouseNric.alphanumeric',
        pepDetails: 'validation.required',
      });
      const minor = `${String(new Date().getUTCFullYear() - 2000 - 1).padStart(2, '0')}0101-14-5677`;
      expect(
        await issuesOf(await post(ApiPaths.registration.saveClientPersonalInformation, { ...personal, nric: minor })),
      ).toEqual({
        dob: 'validation.minAge',
      });
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientPersonalInformation, { ...personal, nric: '901301-14-5677' }),
        ),
      ).toEqual({ nric: 'validation.nric' });
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientPersonalInformation, {
            ...personal,
            idType: 'PASSPORT',
            nric: 'A1',
          }),
        ),
      ).toMatchObject({ nric: 'validation.passportNumber', idType: 'validation.nationalityIdType' });
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientPersonalInformation, {
            ...personal,
            title: 'KING',
            ethnicity: 'MARTIAN',
          }),
        ),
      ).toEqual({ ethnicity: 'validation.unknownOption', title: 'validation.unknownOption' });
    });

    it('refuses a restricted nationality with a clear notice', async () => {
      const response = await post(ApiPaths.registration.saveClientPersonalInformation, {
        ...personal,
        country: 'KP',
        idType: 'PASSPORT',
        nric: 'P1234567',
        dob: '1980-05-05',
        gender: 'M',
      });
      await expectError(
        response,
        409,
        'RESTRICTED_COUNTRY',
        formatMessage('registration.restrictedCountry', { country: 'North Korea' }),
      );
    });

    it('saves, derives dob and gender from the MyKad, and moves the client to step 6', async () => {
      const response = await post(ApiPaths.registration.saveClientPersonalInformation, {
        ...personal,
        nric: '900101145677',
      });
      expect(response.status).toBe(200);
      expect(stepSavedResponseSchema.parse(await response.json()).result).toEqual({
        clientId: main.clientId,
        currentStep: 6,
      });

      const saved = getPersonalInfoResponseSchema.parse(
        await (await get(ApiPaths.registration.getPersonalInfoByClientId)).json(),
      );
      expect(saved.result).toMatchObject({
        clientId: main.clientId,
        givenName: 'Daniel',
        surName: 'Tan',
        nric: '900101-14-5677',
        dob: '1990-01-01',
        gender: 'M',
        martialStatus: 'MARRIED',
        spouseName: 'Mei Ling',
        spouseNRIC: '920202145678',
        ethnicity: 'CHINESE',
        isPep: false,
        pepDetails: null,
        createdBy: main.email,
        modifiedBy: main.email,
      });
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, String(main.clientId)), eq(auditLog.action, 'registration.personal.save')));
      expect(audit).toHaveLength(1);
    });

    it('saving again keeps the furthest step and clears spouse fields when no longer married', async () => {
      const response = await post(ApiPaths.registration.saveClientPersonalInformation, {
        ...personal,
        martialStatus: 'SINGLE',
      });
      expect(stepSavedResponseSchema.parse(await response.json()).result.currentStep).toBe(6);
      const saved = getPersonalInfoResponseSchema.parse(
        await (await get(ApiPaths.registration.getPersonalInfoByClientId)).json(),
      );
      expect(saved.result).toMatchObject({ martialStatus: 'SINGLE', spouseName: null, spouseNRIC: null });
    });
  });

  describe('step 6: contact information and mobile verification', () => {
    it('starts with the sign-up number, not verified; the address cannot be saved yet', async () => {
      const response = await get(ApiPaths.registration.getcontactInfoByClientId);
      expect(getContactInfoResponseSchema.parse(await response.json()).result).toMatchObject({
        mobileNumber: '+60123456789',
        isMobileVerified: false,
        addressLine1: null,
      });
      await expectError(
        await post(ApiPaths.registration.saveClientContactInformation, contact),
        409,
        'MOBILE_NOT_VERIFIED',
      );
    });

    it('texts a code, enforces the cooldown, counts attempts and accepts the right code once', async () => {
      const number = '+60111234567';
      const sent = await post(ApiPaths.registration.sendMobileOTP, { mobileNumber: '011-1234 567' });
      expect(sent.status).toBe(200);
      expect(otpSentResponseSchema.parse(await sent.json()).result).toMatchObject({
        sentTo: '+6011****567',
        expiresInSeconds: 300,
        resendAfterSeconds: 60,
      });
      const code = await codeFromMailbox(server, number);
      const [sms] = await mailbox(server, number);
      expect(sms!.channel).toBe('sms');

      const again = await post(ApiPaths.registration.sendMobileOTP, { mobileNumber: number });
      await expectError(again, 429, 'OTP_COOLDOWN');
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

      const wrong = code === '000000' ? '111111' : '000000';
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: wrong }),
        400,
        'OTP_INVALID',
      );
      // A code confirms only the number it was sent to: for another number it is a wrong code (and an attempt).
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: '+60111234568', otp: code }),
        400,
        'OTP_INVALID',
      );
      const ok = await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: code });
      expect(ok.status).toBe(200);
      expect(savePhoneNumberResponseSchema.parse(await ok.json()).result).toMatchObject({
        mobileNumber: number,
        isMobileVerified: true,
        mobileVerifiedBy: 'sms',
      });
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: code }),
        400,
        'OTP_EXPIRED',
      );
    });

    it('kills a code after five wrong attempts, and refuses expired codes', async () => {
      const number = '+60127770001';
      await post(ApiPaths.registration.sendMobileOTP, { mobileNumber: number }, other.token);
      const code = await codeFromMailbox(server, number);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) {
        await expectError(
          await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: wrong }, other.token),
          400,
          'OTP_INVALID',
        );
      }
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: wrong }, other.token),
        400,
        'OTP_TOO_MANY_ATTEMPTS',
        messagesEn['otp.tooManyAttempts'],
      );
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: code }, other.token),
        400,
        'OTP_EXPIRED',
      );

      // A new code (after the cooldown) that runs out before it is used.
      await database.db
        .update(otpCodes)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(otpCodes.clientId, other.clientId));
      await post(ApiPaths.registration.sendEmailOTP, { mobileNumber: number }, other.token);
      const emailed = await codeFromMailbox(server, other.email);
      await database.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(otpCodes.clientId, other.clientId));
      await expectError(
        await post(ApiPaths.registration.savePhoneNumber, { mobileNumber: number, otp: emailed }, other.token),
        400,
        'OTP_EXPIRED',
        messagesEn['otp.expired'],
      );
    });

    it('accepts a code sent by e-mail as the fallback', async () => {
      await database.db
        .update(otpCodes)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(otpCodes.clientId, other.clientId));
      const sent = await post(ApiPaths.registration.sendEmailOTP, { mobileNumber: '+60198765432' }, other.token);
      expect(otpSentResponseSchema.parse(await sent.json()).result.sentTo).toMatch(/^c\*+@example\.com$/);
      const code = await codeFromMailbox(server, other.email);
      const ok = await post(
        ApiPaths.registration.savePhoneNumber,
        { mobileNumber: '+60198765432', otp: code },
        other.token,
      );
      expect(savePhoneNumberResponseSchema.parse(await ok.json()).result).toMatchObject({
        isMobileVerified: true,
        mobileVerifiedBy: 'email',
      });
    });

    it('validates the address, refuses restricted countries and saves', async () => {
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientContactInformation, { ...contact, postcode: '5045', state: 'XX' }),
        ),
      ).toEqual({ postcode: 'validation.postcode', state: 'validation.state' });
      await expectError(
        await post(ApiPaths.registration.saveClientContactInformation, {
          ...contact,
          country: 'IR',
          postcode: '12345',
          state: 'Tehran',
        }),
        409,
        'RESTRICTED_COUNTRY',
      );
      const response = await post(ApiPaths.registration.saveClientContactInformation, {
        ...contact,
        clientId: main.clientId,
      });
      expect(stepSavedResponseSchema.parse(await response.json()).result.currentStep).toBe(7);
      const saved = getContactInfoResponseSchema.parse(
        await (await get(ApiPaths.registration.getcontactInfoByClientId)).json(),
      );
      expect(saved.result).toMatchObject({ ...contact, mobileNumber: '+60111234567', isMobileVerified: true });
    });
  });

  describe('step 7: financial information', () => {
    it('refuses a US person and a bank account in another name', async () => {
      await expectError(
        await post(ApiPaths.registration.saveFinancialInformation, { ...financial, isUsPerson: true }),
        409,
        'US_PERSON',
        messagesEn['registration.usPerson'],
      );
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveFinancialInformation, {
            ...financial,
            bankAccountHolderName: 'Someone Else',
          }),
        ),
      ).toEqual({ bankAccountHolderName: 'validation.bankAccountHolder' });
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveFinancialInformation, {
            ...financial,
            occupation: null,
            bankAccountNumber: '12ab',
            taxResidency: 'SG',
            borrowingUndertaking: false,
          }),
        ),
      ).toEqual({
        occupation: 'validation.required',
        bankAccountNumber: 'validation.bankAccountNumber',
        taxIdentificationNumber: 'validation.tin',
        borrowingUndertaking: 'validation.mustAccept',
      });
      expect(
        await issuesOf(await post(ApiPaths.registration.saveFinancialInformation, { ...financial, bankCode: 'NOPE' })),
      ).toEqual({
        bankCode: 'validation.unknownOption',
      });
    });

    it('saves (holder name in either order) and moves to step 8', async () => {
      const response = await post(ApiPaths.registration.saveFinancialInformation, {
        ...financial,
        bankAccountHolderName: 'tan  daniel',
      });
      expect(stepSavedResponseSchema.parse(await response.json()).result.currentStep).toBe(8);
      const saved = getFinancialInfoResponseSchema.parse(
        await (await get(ApiPaths.registration.getfinancialInfoByClientId)).json(),
      );
      expect(saved.result).toMatchObject({
        bankAccountNumber: '123456789012',
        bankCode: 'MBB',
        taxIdentificationNumber: null,
      });
    });
  });

  describe('step 8: knowledge', () => {
    it('saves the answers with the risk cap and moves to step 9', async () => {
      expect(
        await issuesOf(
          await post(ApiPaths.registration.saveClientKnowledgeQuestion, { ...knowledge, investmentExperience: 'LOTS' }),
        ),
      ).toEqual({
        investmentExperience: 'validation.unknownOption',
      });
      const response = await post(ApiPaths.registration.saveClientKnowledgeQuestion, knowledge);
      expect(stepSavedResponseSchema.parse(await response.json()).result.currentStep).toBe(9);
      const saved = getKnowledgeResponseSchema.parse(
        await (await get(ApiPaths.registration.getKnowledgeQuestionByClientId)).json(),
      );
      expect(saved.result).toMatchObject({ riskCap: 2, investmentExperience: 'NONE' });
    });
  });

  describe('getClientById', () => {
    it('returns everything saved so far on both paths, without secrets', async () => {
      for (const path of [ApiPaths.registration.getClientById, ApiPaths.clientProfile.getClientById]) {
        const response = await get(`${path}?clientId=${main.clientId}`);
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).not.toMatch(/password|hash|otp/i);
        const { result } = getRegistrationClientResponseSchema.parse(JSON.parse(text));
        expect(result).toMatchObject({
          clientId: main.clientId,
          status: 'DRAFT',
          currentStep: 9,
          referralCode: 'FRIEND2026',
          personal: { nric: '900101-14-5677' },
          contact: { city: 'Kuala Lumpur' },
          financial: { bankCode: 'MBB' },
          knowledge: { riskCap: 2 },
        });
      }
    });
  });

  describe('guards', () => {
    const getters = [
      ApiPaths.registration.getClientById,
      ApiPaths.clientProfile.getClientById,
      ApiPaths.registration.getPersonalInfoByClientId,
      ApiPaths.registration.getcontactInfoByClientId,
      ApiPaths.registration.getfinancialInfoByClientId,
      ApiPaths.registration.getKnowledgeQuestionByClientId,
    ];
    const savers = [
      [ApiPaths.registration.saveClientPersonalInformation, personal],
      [ApiPaths.registration.sendMobileOTP, { mobileNumber: '0123456789' }],
      [ApiPaths.registration.sendEmailOTP, { mobileNumber: '0123456789' }],
      [ApiPaths.registration.savePhoneNumber, { mobileNumber: '0123456789', otp: '123456' }],
      [ApiPaths.registration.saveClientContactInformation, contact],
      [ApiPaths.registration.saveFinancialInformation, financial],
      [ApiPaths.registration.saveClientKnowledgeQuestion, knowledge],
    ] as const;

    it.each(getters)('GET %s: another client id is 403 NOT_OWNER; no token is 401', async (path) => {
      await expectError(await get(`${path}?clientId=${other.clientId}`), 403, 'NOT_OWNER');
      expect((await server.fetch(path)).status).toBe(401);
    });

    it.each(savers)(
      'POST %s: another client id is 403 NOT_OWNER; PENDING is 409 NOT_DRAFT; no token is 401',
      async (path, body) => {
        await expectError(await post(path, { ...body, clientId: other.clientId }), 403, 'NOT_OWNER');
        await expectError(await post(path, body, pendingToken), 409, 'NOT_DRAFT', messagesEn['registration.notDraft']);
        expect((await server.fetch(path, json(body))).status).toBe(401);
      },
    );

    it('refuses a step the client has not reached', async () => {
      const email = await registerThroughPassword(server);
      const { access_token } = await server.login(email, PASSWORD);
      await expectError(
        await post(ApiPaths.registration.saveClientPersonalInformation, personal, access_token),
        409,
        'STEP_NOT_REACHED',
      );
    });
  });
});
