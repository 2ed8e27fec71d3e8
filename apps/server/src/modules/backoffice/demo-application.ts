import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';
import { clientDocuments, kycChecks, kycStates } from '../../db/schema/kyc';
import { investmentProfiles } from '../../db/schema/portfolio';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../db/schema/registration';
import { clientApplications } from '../../db/schema/review';
import { jpegFixture, pngFixture } from '../../seed/demo-images';
import { encryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import { ensureInvestmentReferenceData } from '../investment-profile/reference-data';
import { createHash, randomUUID } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each demo applicant's own MyKad number, dob and gender (one person, one account: ID numbers are unique).
 * The applicants' numbers end in 8, so the sandbox bureau answers REVIEW (see docs/registration.md).
 */
const DEMO_IDENTITIES: Record<
  string,
  {
    nric: string;
    dob: string;
    gender: 'M' | 'F';
    ethnicity: string;
    spouseName?: string;
    /** Answered yes to Shariah-compliant investing at the investment profile (its first goal is Shariah). */
    shariah?: boolean;
  }
> = {
  'demo@example.com': { nric: '900215-14-5562', dob: '1990-02-15', gender: 'F', ethnicity: 'MALAY' },
  'pending@example.com': { nric: '920315-10-5438', dob: '1992-03-15', gender: 'F', ethnicity: 'INDIAN' },
  'review@example.com': { nric: '880724-08-5218', dob: '1988-07-24', gender: 'F', ethnicity: 'INDIAN' },
  'closing@example.com': { nric: '850610-14-5127', dob: '1985-06-10', gender: 'M', ethnicity: 'MALAY' },
  'bnm@example.com': { nric: '870912-10-5334', dob: '1987-09-12', gender: 'F', ethnicity: 'CHINESE' },
  'password@example.com': { nric: '830405-14-5291', dob: '1983-04-05', gender: 'M', ethnicity: 'INDIAN' },
  'yourdata@example.com': { nric: '910822-10-5146', dob: '1991-08-22', gender: 'F', ethnicity: 'MALAY' },
  // Married, and the spouse's NRIC/passport never recorded (a record from before the rule): the spouse ID notice.
  'spouse@example.com': {
    nric: '800118-08-5473',
    dob: '1980-01-18',
    gender: 'M',
    ethnicity: 'MALAY',
    spouseName: 'Rosnah Ahmad',
  },
  // Chooses Shariah-compliant investing in the browser tests (docs/shariah.md).
  'hajar@example.com': { nric: '940303-14-5318', dob: '1994-03-03', gender: 'F', ethnicity: 'MALAY' },
  // The demo history's Shariah investor (seed/demo-history.ts; docs/shariah.md "In the browser").
  'amin@example.com': { nric: '860927-14-5468', dob: '1986-09-27', gender: 'M', ethnicity: 'MALAY', shariah: true },
};

/**
 * A demo client's complete application (steps 4–9, ID front/back and selfie files, a passed e-KYC check, a
 * submission): pending@ and review@ for staff to review; demo@, the active client, with the approval that made it
 * active, so staff see a client who really went through onboarding (issue 15 item 3). Only when it has none yet:
 * never overwrites.
 */
export async function seedDemoApplication(
  db: Db,
  files: { store: FileStore; encryptionKey: Buffer },
  email = 'pending@example.com',
  approvedBy?: { staffEmail: string },
): Promise<boolean> {
  const demoIdentity = DEMO_IDENTITIES[email];
  if (!demoIdentity) throw new Error(`no demo identity for ${email}`);
  const { spouseName, shariah = false, ...identity } = demoIdentity;
  const [client] = await db.select().from(clients).where(eq(clients.emailAddress, email));
  if (!client) return false;
  const [existing] = await db
    .select({ id: clientApplications.clientId })
    .from(clientApplications)
    .where(eq(clientApplications.clientId, client.clientId));
  if (existing) return false;
  await ensureInvestmentReferenceData(db);

  const clientId = client.clientId;
  const uploads = [
    {
      documentType: 'ID_FRONT',
      fileName: 'mykad-front.png',
      contentType: 'image/png',
      data: pngFixture(24 * 1024, 32, [60, 110, 190]),
    },
    {
      documentType: 'ID_BACK',
      fileName: 'mykad-back.png',
      contentType: 'image/png',
      data: pngFixture(24 * 1024, 32, [90, 140, 200]),
    },
    { documentType: 'SELFIE', fileName: 'selfie.jpg', contentType: 'image/jpeg', data: jpegFixture() },
  ];
  const stored: ((typeof uploads)[number] & { storageKey: string })[] = [];
  for (const u of uploads) {
    const storageKey = `documents/${clientId}/${randomUUID()}`;
    await files.store.put(storageKey, encryptFile(u.data, files.encryptionKey), 'application/octet-stream');
    stored.push({ ...u, storageKey });
  }
  const by = { createdBy: email, modifiedBy: email };
  await db.transaction(async (tx) => {
    const submittedAt = approvedBy ? new Date(Date.now() - 7 * DAY_MS) : new Date();
    const approver = approvedBy
      ? (await tx.select({ id: users.id }).from(users).where(eq(users.email, approvedBy.staffEmail)))[0]
      : undefined;
    const decision = approver
      ? {
          decision: 'APPROVE',
          decidedBy: approver.id,
          decidedAt: new Date(submittedAt.getTime() + DAY_MS),
          // A long-standing client who logged in after approval long ago: no Welcome modal any more (issue 12).
          activatedAt: new Date(submittedAt.getTime() + 2 * DAY_MS),
        }
      : {};
    const [claimed] = await tx
      .insert(clientApplications)
      .values({ clientId, submittedAt, ...decision })
      .onConflictDoNothing({ target: clientApplications.clientId })
      .returning({ id: clientApplications.clientId });
    if (!claimed) return; // another instance seeded it meanwhile
    // The audit trail of a real journey: the client's submission, and the staff decision when there is one.
    await tx.insert(auditLog).values({
      at: submittedAt,
      actor: client.userId,
      action: 'registration.submit',
      subjectType: 'client',
      subjectId: String(clientId),
      details: { declarationsAccepted: true },
    });
    if (approver && decision.decidedAt) {
      await tx.insert(auditLog).values({
        at: decision.decidedAt,
        actor: approver.id,
        action: 'application.approve',
        subjectType: 'client',
        subjectId: String(clientId),
        details: {},
      });
    }
    for (const s of stored) {
      await tx.insert(clientDocuments).values({
        clientId,
        idType: 'MYKAD',
        documentType: s.documentType,
        fileName: s.fileName,
        contentType: s.contentType,
        sizeBytes: s.data.length,
        storageKey: s.storageKey,
        sha256: createHash('sha256').update(s.data).digest('hex'),
      });
    }
    await tx
      .insert(kycStates)
      .values({ clientId, attemptsUsed: 1, passed: true, passedAt: new Date() })
      .onConflictDoNothing();
    await tx.insert(kycChecks).values({
      clientId,
      attemptNo: 1,
      passed: true,
      score: '0.9534',
      livenessScore: '0.9712',
      nextAction: 'CONTINUE',
      provider: 'sandbox',
      providerReference: 'SBX-DEMO',
      sandbox: true,
    });
    await tx
      .insert(clientPersonalInfo)
      .values({
        clientId,
        title: 'MS',
        country: 'MY',
        idType: 'MYKAD',
        ...identity,
        ...(spouseName ? { maritalStatus: 'MARRIED', spouseName, spouseNric: null } : { maritalStatus: 'SINGLE' }),
        isPep: false,
        ...by,
      })
      // Only the client's own row may already exist: an ID number held by someone else must fail loudly.
      .onConflictDoNothing({ target: clientPersonalInfo.clientId });
    await tx
      .insert(clientContactInfo)
      .values({
        clientId,
        // Verified with an SMS code at sign-up, as every applicant's number is.
        verifiedMobileNumber: client.mobileNumber,
        mobileVerifiedBy: 'sms',
        mobileVerifiedAt: submittedAt,
        addressLine1: '12 Jalan Tun Razak',
        postcode: '50400',
        city: 'Kuala Lumpur',
        state: 'KUL',
        country: 'MY',
        ...by,
      })
      .onConflictDoNothing();
    await tx
      .insert(clientFinancialInfo)
      .values({
        clientId,
        employmentStatus: 'EMPLOYED',
        // Required of an employed client (the financial section's form refuses a save without them).
        occupation: 'PROFESSIONAL',
        businessType: 'ICT',
        employerName: 'Demo Sdn Bhd',
        annualIncome: 'INC_60K_120K',
        netWorth: 'NW_100K_500K',
        sourceOfFunds: 'SALARY',
        bankCode: 'MBB',
        bankAccountNumber: '514011223344',
        bankAccountHolderName: `${client.givenName} ${client.surName ?? ''}`.trim(),
        taxResidency: 'MY',
        isUsPerson: false,
        hasDomesticRinggitBorrowing: false,
        borrowingUndertakingAt: new Date(),
        ...by,
      })
      .onConflictDoNothing();
    await tx
      .insert(clientKnowledgeAnswers)
      .values({
        clientId,
        hasFinanceEducation: false,
        investmentExperience: 'Y1_3',
        instrumentsTraded: ['UNIT_TRUST'],
        understandsRisk: true,
        understandsCurrencyRisk: true,
        riskCap: 4,
        ...by,
      })
      .onConflictDoNothing();
    await tx
      .insert(investmentProfiles)
      .values({
        clientId,
        answers: {
          horizon: 'Y5_10',
          goal: 'BALANCED',
          reaction: 'HOLD',
          savingsShare: 'P25_50',
          incomeStability: 'STABLE',
        },
        score: 12,
        scoredRiskLevel: 3,
        maxRiskLevel: 3,
        riskLevel: 3,
        shariah,
      })
      .onConflictDoNothing();
  });
  return true;
}
