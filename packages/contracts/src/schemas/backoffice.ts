import { z } from 'zod';
import { clientDocumentSchema, idTypeSchema, kycFailureReasonSchema } from './registration-documents';

/**
 * Staff review of applications (role 'staff' only; a client token answers 403). Paths in `ApiPaths.backoffice`
 * and `ApiPaths.experianRequestChecker`. Every decision is e-mailed to the client and written to the audit log.
 */

export const ApplicationStatuses = ['DRAFT', 'PENDING', 'ACTIVE', 'REJECT'] as const;

/** `GET applications?status=&page=&pageSize=`: PENDING first (oldest submission first), then the rest. */
export const applicationListQuerySchema = z.object({
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
  decision: z
    .object({
      decision: z.enum(['APPROVE', 'REJECT']),
      reason: z.string().nullable(),
      decidedBy: z.string(),
      decidedAt: z.string(),
    })
    .nullable(),
  /** Audit entries about this client, newest first. */
  history: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string() })),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export const applicationDetailResponseSchema = z.object({ result: applicationDetailSchema });

export const approveApplicationRequestSchema = z.object({
  note: z.string().trim().max(1000).optional(),
});
export const rejectApplicationRequestSchema = z.object({
  /** Sent to the client in the rejection e-mail. */
  reason: z.string().trim().min(3).max(1000),
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
