import type {
  ApplicationDetail,
  ApplicationSummary,
  AuditActor,
  BureauCheck,
} from '@harta/contracts/schemas/backoffice';
import type { EmploymentStatus } from '@harta/contracts/schemas/registration-financial';
import { riskAnswersSchema, type Allocation } from '@harta/contracts/schemas/registration-investment';
import type { Instrument, InvestmentExperience } from '@harta/contracts/schemas/registration-knowledge';
import { MALAYSIA } from '@harta/contracts/schemas/registration-personal';
import {
  KYC_MAX_MATCHING_ATTEMPTS,
  type IdType,
  type KycFailureReason,
} from '@harta/contracts/schemas/registration-documents';
import type { Db } from '../../db/connection';
import { toClientDocument } from '../kyc/documents.service';
import { currentDocuments } from '../kyc/kyc.repository';
import { clientAuditHistory, resolveActors } from './audit-history';
import { findApplication, type FoundApplication, type SummaryRow } from './backoffice.repository';
import { loadReferenceLabels, type LabelOf, type WantedLabel } from './reference-labels';

export function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    clientId: row.clientId,
    emailAddress: row.emailAddress,
    givenName: row.givenName,
    surName: row.surName,
    status: row.status,
    currentStep: row.currentStep,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    kycPassed: row.kycPassed ?? false,
    faceMatchScore: row.faceMatchScore === null ? null : Number(row.faceMatchScore),
    isPep: row.isPep ?? null,
    restrictedCountry: row.restrictedCountry === null ? null : Boolean(row.restrictedCountry),
  };
}

export function toBureau(clientId: number, row: { report: unknown; checkedAt: Date }): BureauCheck {
  return {
    ...(row.report as Omit<BureauCheck, 'clientId' | 'checkedAt'>),
    clientId,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** Staff see which account the money would come from, not the number itself: the last 4 digits. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `•••• ${digits.slice(-4)}`;
}

const bpsToPercent = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** Every reference code the application shows, so their labels load in one query. */
function wantedLabels(found: FoundApplication): WantedLabel[] {
  const { personal, contact, financial } = found;
  return [
    ['TITLE', personal?.title],
    ['MARITAL_STATUS', personal?.maritalStatus],
    ['ETHNICITY', personal?.ethnicity],
    ['ID_TYPE', personal?.idType],
    ['COUNTRY', personal?.country],
    ['COUNTRY', contact?.country],
    ['STATE', contact?.country === MALAYSIA ? contact.state : null],
    ['EMPLOYMENT_STATUS', financial?.employmentStatus],
    ['OCCUPATION', financial?.occupation],
    ['BUSINESS_TYPE', financial?.businessType],
    ['ANNUAL_INCOME', financial?.annualIncome],
    ['NET_WORTH', financial?.netWorth],
    ['SOURCE_OF_FUNDS', financial?.sourceOfFunds],
    ['BANK', financial?.bankCode],
    ['COUNTRY', financial?.taxResidency],
  ];
}

function sections(found: FoundApplication, label: LabelOf) {
  const { client, personal, contact, financial, knowledge, profile, portfolio } = found;
  const answers = profile ? riskAnswersSchema.safeParse(profile.answers) : null;
  return {
    personal: personal
      ? {
          title: label('TITLE', personal.title),
          gender: personal.gender as 'M' | 'F',
          maritalStatus: label('MARITAL_STATUS', personal.maritalStatus),
          spouseName: personal.spouseName,
          ethnicity: label('ETHNICITY', personal.ethnicity),
          idType: label('ID_TYPE', personal.idType),
          nationality: label('COUNTRY', personal.country),
        }
      : null,
    contact: {
      mobileNumber: client.mobileNumber,
      mobileVerified: Boolean(contact?.verifiedMobileNumber && contact.verifiedMobileNumber === client.mobileNumber),
      mobileVerifiedBy: (contact?.mobileVerifiedBy ?? null) as 'sms' | 'email' | null,
      addressLine1: contact?.addressLine1 ?? null,
      addressLine2: contact?.addressLine2 ?? null,
      postcode: contact?.postcode ?? null,
      city: contact?.city ?? null,
      state: !contact?.state
        ? null
        : contact.country === MALAYSIA
          ? label('STATE', contact.state)
          : { code: contact.state, label: contact.state },
      country: contact?.country ? label('COUNTRY', contact.country) : null,
    },
    financial: financial
      ? {
          employmentStatus: {
            ...label('EMPLOYMENT_STATUS', financial.employmentStatus),
            code: financial.employmentStatus as EmploymentStatus,
          },
          occupation: financial.occupation ? label('OCCUPATION', financial.occupation) : null,
          businessType: financial.businessType ? label('BUSINESS_TYPE', financial.businessType) : null,
          employerName: financial.employerName,
          annualIncome: label('ANNUAL_INCOME', financial.annualIncome),
          netWorth: label('NET_WORTH', financial.netWorth),
          sourceOfFunds: label('SOURCE_OF_FUNDS', financial.sourceOfFunds),
          bank: label('BANK', financial.bankCode),
          bankAccountMasked: maskAccountNumber(financial.bankAccountNumber),
          bankAccountHolderName: financial.bankAccountHolderName,
          bankAccountVerified: financial.bankAccountVerified,
          taxResidency: label('COUNTRY', financial.taxResidency),
          taxIdentificationNumber: financial.taxIdentificationNumber,
          isUsPerson: financial.isUsPerson,
          hasDomesticRinggitBorrowing: financial.hasDomesticRinggitBorrowing,
          borrowingUndertakingAt: financial.borrowingUndertakingAt.toISOString(),
        }
      : null,
    knowledge: knowledge
      ? {
          hasFinanceEducation: knowledge.hasFinanceEducation,
          investmentExperience: knowledge.investmentExperience as InvestmentExperience,
          instrumentsTraded: knowledge.instrumentsTraded as Instrument[],
          understandsRisk: knowledge.understandsRisk,
          understandsCurrencyRisk: knowledge.understandsCurrencyRisk,
          riskCap: knowledge.riskCap,
        }
      : null,
    investmentProfile: profile
      ? {
          answers: answers?.success ? answers.data : null,
          score: profile.score,
          scoredRiskLevel: profile.scoredRiskLevel,
          // The rule the client's own page applies (investment-profile.service): the profile's level, capped by the
          // knowledge answers as they stand now. One rule, so staff and client see one number.
          maxRiskLevel: Math.min(profile.maxRiskLevel, knowledge?.riskCap ?? profile.maxRiskLevel),
          capReason: (profile.capReason ?? null) as 'SHORT_HORIZON' | 'KNOWLEDGE' | null,
          riskLevel: profile.riskLevel,
          portfolio: portfolio
            ? {
                name: portfolio.portfolio.name,
                description: portfolio.portfolio.description,
                expectedReturn: portfolio.portfolio.expectedReturn,
                volatility: portfolio.portfolio.volatility,
                allocations: portfolio.allocations.map((a): Allocation => ({
                  ...a,
                  assetClass: a.assetClass as Allocation['assetClass'],
                  weightPercent: bpsToPercent(a.weightBps),
                })),
              }
            : null,
        }
      : null,
  };
}

/** Everything a reviewer sees of one application; undefined when there is no such client. */
export async function loadApplicationDetail(db: Db, clientId: number): Promise<ApplicationDetail | undefined> {
  const found = await findApplication(db, clientId);
  if (!found) return undefined;
  const [rows, label, history] = await Promise.all([
    currentDocuments(db, clientId),
    loadReferenceLabels(db, wantedLabels(found)),
    clientAuditHistory(db, clientId),
  ]);
  const documents = rows.map(toClientDocument);
  const { application } = found;
  let decidedBy: AuditActor | undefined;
  if (application?.decision && application.decidedAt && application.decidedBy) {
    decidedBy = (await resolveActors(db, [application.decidedBy])).get(application.decidedBy);
  }
  const attemptsUsed = found.kyc?.attemptsUsed ?? 0;
  return {
    ...toSummary(found.summary),
    idType: (found.personal?.idType ?? documents.at(-1)?.idType ?? null) as IdType | null,
    nric: found.personal?.nric ?? null,
    nationality: found.personal?.country ?? null,
    dob: found.personal?.dob ?? null,
    mobileNumber: found.client.mobileNumber,
    residentialCountry: found.contact?.country ?? null,
    pepDetails: found.personal?.pepDetails ?? null,
    documents,
    selfie: documents.find((d) => d.documentType === 'SELFIE') ?? null,
    kyc: {
      passed: found.kyc?.passed ?? false,
      attemptsUsed,
      attemptsLeft: Math.max(KYC_MAX_MATCHING_ATTEMPTS - attemptsUsed, 0),
      lastReason: (found.lastCheck?.reason ?? null) as KycFailureReason | null,
      lastCheckedAt: found.lastCheck?.createdAt.toISOString() ?? null,
    },
    riskLevel: found.profile?.riskLevel ?? null,
    bureau: found.bureau ? toBureau(clientId, found.bureau) : null,
    ...sections(found, label),
    decision:
      application?.decision && application.decidedAt && decidedBy
        ? {
            decision: application.decision as 'APPROVE' | 'REJECT',
            reason: application.reason,
            decidedBy,
            decidedAt: application.decidedAt.toISOString(),
          }
        : null,
    history,
  };
}
