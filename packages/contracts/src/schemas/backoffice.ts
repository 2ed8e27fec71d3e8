import { z } from 'zod';
import { safeTextSchema } from '../validators';
import { clientDocumentSchema, idTypeSchema, kycFailureReasonSchema } from './registration-documents';
import { EmploymentStatuses } from './registration-financial';
import { allocationSchema, riskAnswersSchema } from './registration-investment';
import { InvestmentExperiences, Instruments } from './registration-knowledge';
import { Genders } from './registration-personal';

/**
 * Staff review of applications (role 'staff' only; a client token answers 403). Paths in `ApiPaths.backoffice`
 * and `ApiPaths.experianRequestChecker`. Every decision is e-mailed to the client and written to the audit log.
 */

export const ApplicationStatuses = ['DRAFT', 'PENDING', 'ACTIVE', 'REJECT', 'CLOSE', 'SUSPEND'] as const;

/** Longest search text accepted by `GET applications?q=`. */
export const APPLICATION_SEARCH_MAX_LENGTH = 100;

/**
 * `GET applications?q=&status=&page=&pageSize=`: PENDING first (oldest submission first), then the rest.
 * `q` (optional): every word must match the applicant's name, e-mail, ID (NRIC/passport) number or mobile number,
 * ignoring case; in ID and mobile numbers punctuation is ignored ("900101145678" finds "900101-14-5678",
 * "012 345 6789" finds "+60123456789"). Blank means no search. `total` counts every match, not just the page.
 */
export const applicationListQuerySchema = z.object({
  q: safeTextSchema().trim().max(APPLICATION_SEARCH_MAX_LENGTH).optional(),
  status: z.enum(ApplicationStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const applicationSummarySchema = z.object({
  clientId: z.number().int(),
  emailAddress: z.string(),
  givenName: z.string(),
  surName: z.string().nullable(),
  status: z.string(),
  currentStep: z.number().int(),
  submittedAt: z.string().nullable(),
  kycPassed: z.boolean(),
  faceMatchScore: z.number().nullable(),
  isPep: z.boolean().nullable(),
  restrictedCountry: z.boolean().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const applicationListResponseSchema = z.object({ result: applicationListSchema });

export const BureauRecommendations = ['CLEAR', 'REVIEW', 'DECLINE'] as const;

/** `GET /api/ClientBo/ExperianRequestchecker/{clientId}` (staff): runs (or re-runs) the credit-bureau check. */
export const bureauCheckSchema = z.object({
  clientId: z.number().int(),
  reference: z.string(),
  checkedAt: z.string(),
  /** 300–850. */
  creditScore: z.number().int(),
  riskGrade: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  bankruptcy: z.boolean(),
  legalCases: z.number().int(),
  specialAttentionAccount: z.boolean(),
  recommendation: z.enum(BureauRecommendations),
  summary: z.string(),
  /** True when the sandbox bureau answered. */
  sandbox: z.boolean(),
});
export type BureauCheck = z.infer<typeof bureauCheckSchema>;
export const bureauCheckResponseSchema = z.object({ result: bureauCheckSchema });

/** A reference-data code with its label (reference_values name; the code itself when no row names it). */
export const labelledCodeSchema = z.object({ code: z.string(), label: z.string() });
export type LabelledCode = z.infer<typeof labelledCodeSchema>;

/**
 * Who did something, for staff eyes: a staff member (name from their login), a client (name from their record),
 * SYSTEM for work done by the server itself ('system', 'registration' …), UNKNOWN for a login that no longer
 * exists. `id` is the stored actor (user id or system name). Never carries anything else of the login.
 */
export const AuditActorRoles = ['STAFF', 'CLIENT', 'SYSTEM', 'UNKNOWN'] as const;
export const auditActorSchema = z.object({
  id: z.string(),
  role: z.enum(AuditActorRoles),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One audit entry about a client; `details` holds the entry's flat facts (reason, note, reference …). */
export const auditEntrySchema = z.object({
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Step 5 as saved, codes with their reference labels. */
export const applicationPersonalSchema = z.object({
  title: labelledCodeSchema,
  gender: z.enum(Genders),
  maritalStatus: labelledCodeSchema,
  spouseName: z.string().nullable(),
  ethnicity: labelledCodeSchema,
  idType: labelledCodeSchema,
  nationality: labelledCodeSchema,
});

/** Step 6: the verified mobile and the address (address fields null until the step is saved). */
export const applicationContactSchema = z.object({
  mobileNumber: z.string().nullable(),
  mobileVerified: z.boolean(),
  mobileVerifiedBy: z.enum(['sms', 'email']).nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  /** A Malaysian state code with its name; abroad, the free text the client typed (code = label). */
  state: labelledCodeSchema.nullable(),
  country: labelledCodeSchema.nullable(),
});

/**
 * Step 7. The bank account number never leaves the server whole: `bankAccountMasked` shows its last 4 digits.
 */
export const applicationFinancialSchema = z.object({
  employmentStatus: labelledCodeSchema.extend({ code: z.enum(EmploymentStatuses) }),
  occupation: labelledCodeSchema.nullable(),
  businessType: labelledCodeSchema.nullable(),
  employerName: z.string().nullable(),
  annualIncome: labelledCodeSchema,
  netWorth: labelledCodeSchema,
  sourceOfFunds: labelledCodeSchema,
  bank: labelledCodeSchema,
  bankAccountMasked: z.string(),
  bankAccountHolderName: z.string(),
  /**
   * False after the client changed the account in my-profile: withdrawals are not paid to it until staff verify it
   * (`POST` ApiPaths.backoffice.verifyBankAccount).
   */
  bankAccountVerified: z.boolean(),
  taxResidency: labelledCodeSchema,
  taxIdentificationNumber: z.string().nullable(),
  isUsPerson: z.boolean(),
  hasDomesticRinggitBorrowing: z.boolean(),
  /** When the client undertook to tell the firm if the borrowing answer changes. */
  borrowingUndertakingAt: z.string(),
});

/** Step 8 answers (labels are the questionnaire's message keys `knowledge.*`) and the risk cap they give. */
export const applicationKnowledgeSchema = z.object({
  hasFinanceEducation: z.boolean(),
  investmentExperience: z.enum(InvestmentExperiences),
  instrumentsTraded: z.array(z.enum(Instruments)),
  understandsRisk: z.boolean(),
  understandsCurrencyRisk: z.boolean(),
  riskCap: z.number().int(),
});

/** Step 9: the questionnaire (message keys `risk.q.*`), its scoring and the recommended model portfolio. */
export const applicationInvestmentProfileSchema = z.object({
  /** Null only if the stored answers no longer fit the questionnaire. */
  answers: riskAnswersSchema.nullable(),
  score: z.number().int(),
  scoredRiskLevel: z.number().int(),
  maxRiskLevel: z.number().int(),
  capReason: z.enum(['SHORT_HORIZON', 'KNOWLEDGE']).nullable(),
  riskLevel: z.number().int(),
  portfolio: z
    .object({
      name: z.string(),
      description: z.string(),
      /** Decimal strings, a year: "0.0650" = 6.5 %. */
      expectedReturn: z.string(),
      volatility: z.string(),
      allocations: z.array(allocationSchema),
    })
    .nullable(),
});

export const applicationDetailSchema = applicationSummarySchema.extend({
  idType: idTypeSchema.nullable(),
  nric: z.string().nullable(),
  nationality: z.string().nullable(),
  dob: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  residentialCountry: z.string().nullable(),
  pepDetails: z.string().nullable(),
  /** Download links are the same API paths the owner uses; staff fetches are written to the audit log. */
  documents: z.array(clientDocumentSchema),
  selfie: clientDocumentSchema.nullable(),
  kyc: z.object({
    passed: z.boolean(),
    attemptsUsed: z.number().int(),
    attemptsLeft: z.number().int(),
    lastReason: kycFailureReasonSchema.nullable(),
    lastCheckedAt: z.string().nullable(),
  }),
  riskLevel: z.number().int().nullable(),
  bureau: bureauCheckSchema.nullable(),
  /** Sections of the application; null while the client has not saved that step. */
  personal: applicationPersonalSchema.nullable(),
  contact: applicationContactSchema,
  financial: applicationFinancialSchema.nullable(),
  knowledge: applicationKnowledgeSchema.nullable(),
  investmentProfile: applicationInvestmentProfileSchema.nullable(),
  decision: z
    .object({
      decision: z.enum(['APPROVE', 'REJECT']),
      /** The rejection reason (sent to the client), or the approval's optional note (internal). */
      reason: z.string().nullable(),
      decidedBy: auditActorSchema,
      decidedAt: z.string(),
    })
    .nullable(),
  /** Audit entries about this client, newest first (the latest 100). */
  history: z.array(auditEntrySchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export const applicationDetailResponseSchema = z.object({ result: applicationDetailSchema });

export const approveApplicationRequestSchema = z.object({
  note: safeTextSchema().trim().max(1000).optional(),
});
export const rejectApplicationRequestSchema = z.object({
  /** Sent to the client in the rejection e-mail. */
  reason: safeTextSchema().trim().min(3).max(1000),
});

export const applicationDecisionSchema = z.object({
  clientId: z.number().int(),
  status: z.string(),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export const applicationDecisionResponseSchema = z.object({ result: applicationDecisionSchema });

/** `POST applications/{clientId}/resetKycAttempts`: gives the client a fresh set of matching attempts. */
export const resetKycAttemptsResponseSchema = z.object({
  result: z.object({ clientId: z.number().int(), attemptsLeft: z.number().int() }),
});
