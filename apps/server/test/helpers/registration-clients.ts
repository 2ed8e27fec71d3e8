import { CLIENT_ROLE } from '@harta/contracts/constants';
import type { Db } from '../../src/db/connection';
import { clients } from '../../src/db/schema/clients';
import { users } from '../../src/db/schema/identity';
import { kycChecks, kycStates } from '../../src/db/schema/kyc';
import { investmentProfiles } from '../../src/db/schema/portfolio';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../src/db/schema/registration';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/identity/passwords';
import type { StartedServer } from './start-server';

export const TEST_CLIENT_PASSWORD = 'Test@12345';
let hash: Promise<string> | undefined;

/** A client login at a given registration step and status (argon2 runs once per test file). */
export async function createTestClient(
  db: Db,
  options: { email: string; status?: string; currentStep?: number; givenName?: string; surName?: string },
): Promise<{ clientId: number; userId: string; email: string }> {
  hash ??= hashPassword(TEST_CLIENT_PASSWORD);
  const email = options.email.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hash, roles: [CLIENT_ROLE] })
    .returning({ id: users.id });
  const [client] = await db
    .insert(clients)
    .values({
      userId: user!.id,
      emailAddress: email,
      givenName: options.givenName ?? 'Test',
      surName: options.surName ?? 'Client',
      status: options.status ?? 'DRAFT',
      currentStep: options.currentStep ?? 4,
    })
    .returning({ clientId: clients.clientId });
  return { clientId: client!.clientId, userId: user!.id, email };
}

/**
 * Fills steps 4–9 straight into the database (the onboarding steps have their own tests), so completion and
 * staff review can be tested on a finished application. Pass `skip` to leave steps out.
 */
export async function fillRegistration(
  db: Db,
  client: { clientId: number; email: string },
  options: {
    nric?: string;
    isPep?: boolean;
    country?: string;
    skip?: ('identity' | 'personal' | 'contact' | 'financial' | 'knowledge' | 'investment-profile')[];
  } = {},
): Promise<void> {
  const skip = new Set(options.skip ?? []);
  const by = { createdBy: client.email, modifiedBy: client.email };
  const { clientId } = client;
  if (!skip.has('identity')) {
    await db.insert(kycStates).values({ clientId, attemptsUsed: 1, passed: true, passedAt: new Date() });
    await db.insert(kycChecks).values({
      clientId,
      attemptNo: 1,
      passed: true,
      score: '0.9612',
      livenessScore: '0.9500',
      nextAction: 'CONTINUE',
      provider: 'sandbox',
      providerReference: 'SBX-TEST',
      sandbox: true,
    });
  }
  if (!skip.has('personal')) {
    await db.insert(clientPersonalInfo).values({
      clientId,
      title: 'MS',
      country: options.country ?? 'MY',
      idType: 'MYKAD',
      // A number of its own (ID numbers are unique), still ending in 8: the sandbox bureau answers REVIEW.
      nric: options.nric ?? `900101-14-${String(clientId % 1000).padStart(3, '0')}8`,
      gender: 'F',
      dob: '1990-01-01',
      maritalStatus: 'SINGLE',
      ethnicity: 'MALAY',
      isPep: options.isPep ?? false,
      pepDetails: options.isPep ? 'Member of a state assembly' : null,
      ...by,
    });
  }
  if (!skip.has('contact')) {
    await db.insert(clientContactInfo).values({
      clientId,
      addressLine1: '1 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'KUL',
      country: options.country ?? 'MY',
      ...by,
    });
  }
  if (!skip.has('financial')) {
    await db.insert(clientFinancialInfo).values({
      clientId,
      employmentStatus: 'EMPLOYED',
      annualIncome: 'INC_24K_60K',
      netWorth: 'NW_LT_100K',
      sourceOfFunds: 'SALARY',
      bankCode: 'MBB',
      bankAccountNumber: '1234567890',
      bankAccountHolderName: 'Test Client',
      taxResidency: 'MY',
      isUsPerson: false,
      hasDomesticRinggitBorrowing: false,
      borrowingUndertakingAt: new Date(),
      ...by,
    });
  }
  if (!skip.has('knowledge')) {
    await db.insert(clientKnowledgeAnswers).values({
      clientId,
      hasFinanceEducation: true,
      investmentExperience: 'GT_3Y',
      understandsRisk: true,
      understandsCurrencyRisk: true,
      riskCap: 5,
      ...by,
    });
  }
  if (!skip.has('investment-profile')) {
    await db.insert(investmentProfiles).values({
      clientId,
      answers: {
        horizon: 'Y5_10',
        goal: 'GROWTH',
        reaction: 'HOLD',
        savingsShare: 'P25_50',
        incomeStability: 'STABLE',
      },
      score: 13,
      scoredRiskLevel: 4,
      maxRiskLevel: 4,
      riskLevel: 4,
    });
  }
}

/**
 * An approved client with a finished registration and a mobile number on record (where step-up codes go),
 * logged in: for the my-profile tests.
 */
export async function loggedInProfileClient(
  db: Db,
  server: Pick<StartedServer, 'login'>,
  options: { email: string; mobile: string; status?: string; language?: string },
) {
  const created = await createTestClient(db, {
    email: options.email,
    status: options.status ?? 'ACTIVE',
    currentStep: 10,
  });
  await fillRegistration(db, created);
  await db
    .update(clients)
    .set({ mobileNumber: options.mobile, language: options.language ?? 'en' })
    .where(eq(clients.clientId, created.clientId));
  const tokens = await server.login(created.email, TEST_CLIENT_PASSWORD);
  return { ...created, mobile: options.mobile, tokens, token: tokens.access_token };
}
