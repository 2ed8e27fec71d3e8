import { z } from 'zod';
import type { FileRules } from '../validators';

/**
 * Registration step 4 (identity): ID document and selfie uploads, e-KYC matching (document check, liveness,
 * face match) and the QR hand-off that lets a phone continue the registration. See docs/registration.md.
 */

export const IdTypes = ['MYKAD', 'MYPR', 'MYKAS', 'PASSPORT'] as const;
export const idTypeSchema = z.enum(IdTypes);
export type IdType = z.infer<typeof idTypeSchema>;

export const DocumentTypes = ['ID_FRONT', 'ID_BACK', 'SELFIE'] as const;
export const documentTypeSchema = z.enum(DocumentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const DOCUMENT_MIN_KB = 20;
export const DOCUMENT_MAX_KB = 5120;

/** Extension allow-list and size range per document type (use with `fileSchema` / `validateFile`). */
export const documentFileRules: Record<DocumentType, FileRules> = {
  ID_FRONT: { allowed: ['jpg', 'jpeg', 'png', 'pdf'], minKb: DOCUMENT_MIN_KB, maxKb: DOCUMENT_MAX_KB },
  ID_BACK: { allowed: ['jpg', 'jpeg', 'png', 'pdf'], minKb: DOCUMENT_MIN_KB, maxKb: DOCUMENT_MAX_KB },
  SELFIE: { allowed: ['jpg', 'jpeg', 'png'], minKb: DOCUMENT_MIN_KB, maxKb: DOCUMENT_MAX_KB },
};

/** Passports have no back page; every other ID needs front, back and a selfie. */
export function requiredDocumentTypes(idType: IdType): DocumentType[] {
  return idType === 'PASSPORT' ? ['ID_FRONT', 'SELFIE'] : ['ID_FRONT', 'ID_BACK', 'SELFIE'];
}

/** Matching attempts (saveClientDocumentMatchingMobile) before the client must wait for staff to reset them. */
export const KYC_MAX_MATCHING_ATTEMPTS = 5;

/**
 * `POST saveClientDocumentMobile` is multipart/form-data with these text fields and one file part named
 * `file` (send the fields before the file). `clientId` is optional and, when sent, must be the caller's.
 */
export const saveClientDocumentFieldsSchema = z.object({
  idType: idTypeSchema,
  documentType: documentTypeSchema,
  clientId: z.coerce.number().int().positive().optional(),
});
export type SaveClientDocumentFields = z.infer<typeof saveClientDocumentFieldsSchema>;

export const clientDocumentSchema = z.object({
  /** The document's public id (random; docs/security.md). */
  documentId: z.string(),
  clientId: z.number().int(),
  idType: idTypeSchema,
  documentType: documentTypeSchema,
  /** The name the file was uploaded with. */
  fileName: z.string(),
  /** Sniffed from the content: image/jpeg, image/png or application/pdf. */
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** API path (relative to apiBase) serving the file to its owner and to staff, with the bearer token. */
  downloadUrl: z.string(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const saveClientDocumentResponseSchema = z.object({ result: clientDocumentSchema });

/** `GET getClientDocumentByClientId`: the latest document of each type (prefills step 4). */
export const clientDocumentsSchema = z.object({
  /** The ID type of the latest upload, null before the first one. */
  idType: idTypeSchema.nullable(),
  documents: z.array(clientDocumentSchema),
  /** What the ID type needs (front, back unless passport, selfie). */
  requiredDocumentTypes: z.array(documentTypeSchema),
  /** Required documents not uploaded yet. */
  missingDocumentTypes: z.array(documentTypeSchema),
});
export type ClientDocuments = z.infer<typeof clientDocumentsSchema>;
export const clientDocumentsResponseSchema = z.object({ result: clientDocumentsSchema });

/** Why a matching attempt failed. Each reason has a message `kyc.reason.<REASON>` telling the user what to fix. */
export const KycFailureReasons = ['DOCUMENT_UNREADABLE', 'FACE_MISMATCH', 'LIVENESS_FAILED'] as const;
export const kycFailureReasonSchema = z.enum(KycFailureReasons);
export type KycFailureReason = z.infer<typeof kycFailureReasonSchema>;

/**
 * What the app does next. CONTINUE: passed, go to step 5 (dialog button 'Continue'). RETAKE_ID: the ID photo or
 * the face match failed, upload the ID again (button 'Re-Take ID'). RETAKE_SELFIE: liveness failed (Retake selfie
 * modal).
 */
export const KycNextActions = ['CONTINUE', 'RETAKE_ID', 'RETAKE_SELFIE'] as const;
export const kycNextActionSchema = z.enum(KycNextActions);
export type KycNextAction = z.infer<typeof kycNextActionSchema>;

/** `POST saveClientDocumentMatchingMobile` body (JSON; may be `{}`). */
export const documentMatchingRequestSchema = z.object({
  clientId: z.coerce.number().int().positive().optional(),
});

export const documentMatchingResultSchema = z.object({
  passed: z.boolean(),
  /** Face-match similarity 0–1 (4 decimals); 0 when the check stopped before the face match. */
  score: z.number().min(0).max(1),
  reason: kycFailureReasonSchema.nullable(),
  /** Message key of the reason (`kyc.reason.*`) or `kyc.passed`; English text in `message`. */
  messageKey: z.string(),
  message: z.string(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  nextAction: kycNextActionSchema,
  /** The client's step after this attempt (5 after a pass). */
  currentStep: z.number().int(),
  /** True when the e-KYC sandbox answered (the app shows a "Sandbox" badge). */
  sandbox: z.boolean(),
});
export type DocumentMatchingResult = z.infer<typeof documentMatchingResultSchema>;
export const documentMatchingResponseSchema = z.object({ result: documentMatchingResultSchema });

/** `GET getClientLiveDetectionInfoByClientId`: the liveness / face-match state of step 4. */
export const liveDetectionInfoSchema = z.object({
  passed: z.boolean(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  maxAttempts: z.number().int(),
  /** No attempts left: the client must wait for staff to reset them. */
  locked: z.boolean(),
  selfieUploaded: z.boolean(),
  lastAttempt: z
    .object({
      passed: z.boolean(),
      score: z.number(),
      reason: kycFailureReasonSchema.nullable(),
      nextAction: kycNextActionSchema,
      checkedAt: z.string(),
    })
    .nullable(),
});
export type LiveDetectionInfo = z.infer<typeof liveDetectionInfoSchema>;
export const liveDetectionInfoResponseSchema = z.object({ result: liveDetectionInfoSchema });

// ---------------------------------------------------------------------------------------------------------
// QR hand-off: "Continue registration in mobile or web"
// ---------------------------------------------------------------------------------------------------------

export const HANDOFF_TTL_SECONDS = 600;

/** `POST /api/registration/handoff` (bearer, DRAFT): a fresh code; any earlier unused code stops working. */
export const handoffSchema = z.object({
  code: z.string(),
  /** Encode this in the QR code: `${PUBLIC_URL}/registration?handoff=<code>`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type Handoff = z.infer<typeof handoffSchema>;
export const handoffResponseSchema = z.object({ result: handoffSchema });

/** `POST /api/registration/handoff/redeem` (public, rate limited). */
export const handoffRedeemRequestSchema = z.object({
  code: z.string().min(16).max(128),
});

/**
 * What redeeming gives the phone. `ticket` is a one-time login ticket (valid 60 s) for the identity server's
 * hand-off extension (see docs/registration.md, "QR hand-off"); the client summary lets the phone show where
 * the registration stands before the session exists.
 */
export const handoffRedeemSchema = z.object({
  ticket: z.string(),
  ticketExpiresAt: z.string(),
  clientId: z.number().int(),
  emailAddress: z.string(),
  currentStep: z.number().int(),
});
export type HandoffRedeem = z.infer<typeof handoffRedeemSchema>;
export const handoffRedeemResponseSchema = z.object({ result: handoffRedeemSchema });
