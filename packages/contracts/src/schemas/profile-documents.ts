import { z } from 'zod';
import { isoDateSchema, optionalClientIdSchema } from './registration-common';
import { otpCodeSchema } from './registration-contact';
import { idTypeSchema, type IdType } from './registration-documents';

/**
 * Replacing the identity document of an approved client (`POST /api/clientProfile/updateClientDocument`, spec
 * section 7; docs/account.md "Identity document replacement"). The client uploads the renewed document's pages
 * (front; back unless a passport) with a passport's new expiry date and the step-up code; staff review it in the
 * back office (SUBMITTED → APPROVED / REJECTED with a reason). Until approval the old document stays the one of
 * record. The ID type and number cannot change this way: a different number is a new account.
 */

export const DocumentReplacementStatuses = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const documentReplacementStatusSchema = z.enum(DocumentReplacementStatuses);
export type DocumentReplacementStatus = z.infer<typeof documentReplacementStatusSchema>;

/** The multipart file parts of updateClientDocument: `front` always, `back` for every ID but a passport. */
export const DocumentReplacementPages = ['front', 'back'] as const;
export type DocumentReplacementPage = (typeof DocumentReplacementPages)[number];

export function replacementPagesFor(idType: IdType): DocumentReplacementPage[] {
  return idType === 'PASSPORT' ? ['front'] : ['front', 'back'];
}

/** The comparable form of an ID number: the digits of a card number, the letters and digits of a passport's. */
export function idNumberKey(idType: string, idNumber: string): string {
  return idType === 'PASSPORT' ? idNumber.toUpperCase().replace(/[^A-Z0-9]/g, '') : idNumber.replace(/[^0-9]/g, '');
}

/** Today's date (YYYY-MM-DD) in Malaysia, where a passport's expiry date is read. */
function malaysiaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * The text fields of `POST updateClientDocument` (multipart/form-data; send them before the file parts `front`
 * and `back`). `idType` and `idNumber` must be the account's; `expiryDate` is required for a passport and must
 * be after today; `clientId`, when sent, must be the caller's.
 */
export const updateClientDocumentFieldsSchema = z
  .object({
    clientId: optionalClientIdSchema,
    idType: idTypeSchema,
    idNumber: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(20, { error: 'validation.passportNumber' }),
    expiryDate: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(isoDateSchema.optional()),
    stepUpOtp: otpCodeSchema,
  })
  .superRefine((data, ctx) => {
    if (data.idType !== 'PASSPORT') return;
    if (!data.expiryDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'profile.documentExpiryRequired' });
    else if (data.expiryDate <= malaysiaToday()) {
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'profile.documentExpired' });
    }
  })
  .transform((data) => ({ ...data, expiryDate: data.idType === 'PASSPORT' ? data.expiryDate : undefined }));
export type UpdateClientDocumentFields = z.input<typeof updateClientDocumentFieldsSchema>;

const replacementFileSchema = z.object({
  page: z.enum(DocumentReplacementPages),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** A replacement request as its client and staff see it. */
export const documentReplacementSchema = z.object({
  /** The replacement's public id (random; docs/security.md). */
  id: z.string(),
  clientId: z.number().int(),
  status: documentReplacementStatusSchema,
  idType: idTypeSchema,
  /** A passport's new expiry date (YYYY-MM-DD); null for cards. */
  expiryDate: z.string().nullable(),
  files: z.array(replacementFileSchema),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why staff rejected it; set once rejected. */
  rejectReason: z.string().nullable(),
});
export type DocumentReplacement = z.infer<typeof documentReplacementSchema>;

/** `GET documentReplacement` (client): the latest replacement request, or null when there has been none. */
export const documentReplacementResponseSchema = z.object({ result: documentReplacementSchema.nullable() });

/** The staff queue: requests awaiting review, oldest first, with the client's name and the ID on record. */
export const documentReplacementReviewItemSchema = documentReplacementSchema.extend({
  clientName: z.string(),
  idNumber: z.string(),
  /** The documents of record now (what the replacement would supersede), API paths of their files. */
  currentDocuments: z.array(z.object({ documentType: z.string(), downloadUrl: z.string() })),
  /** API paths of the replacement's pages, by page. */
  fileUrls: z.record(z.string(), z.string()),
});
export type DocumentReplacementReviewItem = z.infer<typeof documentReplacementReviewItemSchema>;
export const documentReplacementQueueResponseSchema = z.object({
  result: z.array(documentReplacementReviewItemSchema),
});
export const documentReplacementDecisionResponseSchema = z.object({ result: documentReplacementSchema });

export const documentReplacementRejectRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'profile.documentRejectReasonRequired' })
    .max(500, { error: 'bnm.reasonTooLong' }),
});
export type DocumentReplacementRejectRequest = z.infer<typeof documentReplacementRejectRequestSchema>;
