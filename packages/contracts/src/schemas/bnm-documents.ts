import { z } from 'zod';
import type { FileRules } from '../validators';
import { isoDateSchema } from './registration-common';
import { DOCUMENT_MAX_KB, DOCUMENT_MIN_KB } from './registration-documents';

/**
 * Central-bank (BNM) approval documents (spec section 7, issue #13 item 4, docs/account.md "Central-bank approval
 * documents"). A client with domestic ringgit borrowing uploads the central bank's approval to invest beyond the
 * yearly foreign-currency limit; staff approve it for the period it covers, or reject it with a reason.
 */

export const BnmDocumentStatuses = ['SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const bnmDocumentStatusSchema = z.enum(BnmDocumentStatuses);
export type BnmDocumentStatus = z.infer<typeof bnmDocumentStatusSchema>;

/** The same file rules as the registration's ID pages: an approval letter is a scan, a photo or a PDF. */
export const bnmDocumentFileRules: FileRules = {
  allowed: ['jpg', 'jpeg', 'png', 'pdf'],
  minKb: DOCUMENT_MIN_KB,
  maxKb: DOCUMENT_MAX_KB,
};

/** `bnmUpload` carries the caller's client id in this header (spec section 7); it must match the token's client. */
export const BNM_CLIENT_ID_HEADER = 'clientId';

const description = z
  .string()
  .trim()
  .max(200, { error: 'bnm.descriptionTooLong' })
  .optional()
  .transform((value) => (value ? value : undefined));
/** A document's public id: random (uuid), so no one can count or guess documents (docs/security.md). */
const documentId = z.uuid({ error: 'validation.required' });

/** `bnmView/{id}` and the staff review paths. */
export const bnmDocumentIdParamsSchema = z.object({ id: documentId });

/** `POST bnmUpload`: multipart/form-data with an optional `description` field, then the file part `file`. */
export const bnmUploadFieldsSchema = z.object({ description });
/** `POST bnmUpdate`: multipart with `id` (a submitted or rejected document of the caller), `description?`, `file`. */
export const bnmUpdateFieldsSchema = z.object({ id: documentId, description });
/** `POST bnmCancel`: withdraw a document still awaiting review. */
export const bnmCancelRequestSchema = z.object({ id: documentId });
export type BnmCancelRequest = z.infer<typeof bnmCancelRequestSchema>;

export const bnmDocumentSchema = z.object({
  id: z.string(),
  clientId: z.number().int(),
  status: bnmDocumentStatusSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  description: z.string().nullable(),
  uploadedAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The period the approval covers (YYYY-MM-DD, Malaysia dates, both days included); set once approved. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Why staff rejected it; set once rejected. */
  rejectReason: z.string().nullable(),
  /** `GET bnmView/{id}`: the file, for its owner and staff. */
  viewUrl: z.string(),
});
export type BnmDocument = z.infer<typeof bnmDocumentSchema>;

export const bnmDocumentResponseSchema = z.object({ result: bnmDocumentSchema });
export const bnmDocumentsResponseSchema = z.object({ result: z.array(bnmDocumentSchema) });

/** `GET bnmGet`: a client reads their own; staff name the client with `?clientId=`. */
export const bnmGetQuerySchema = z.object({ clientId: z.coerce.number().int().positive().optional() });

/** Staff approve a submitted document for the period it covers (both days included). */
export const bnmApproveRequestSchema = z
  .object({ validFrom: isoDateSchema, validUntil: isoDateSchema })
  .refine((body) => body.validUntil >= body.validFrom, { path: ['validUntil'], error: 'bnm.periodOrder' });
export type BnmApproveRequest = z.infer<typeof bnmApproveRequestSchema>;

export const bnmRejectRequestSchema = z.object({
  reason: z.string().trim().min(1, { error: 'bnm.rejectReasonRequired' }).max(500, { error: 'bnm.reasonTooLong' }),
});
export type BnmRejectRequest = z.infer<typeof bnmRejectRequestSchema>;

/** The staff queue: documents awaiting review, oldest first, with whose they are. */
export const bnmReviewItemSchema = bnmDocumentSchema.extend({ clientName: z.string() });
export type BnmReviewItem = z.infer<typeof bnmReviewItemSchema>;
export const bnmReviewQueueResponseSchema = z.object({ result: z.array(bnmReviewItemSchema) });
