import { z } from 'zod';
import { safeTextSchema } from '../validators';

/**
 * The audit log, read-only, for compliance (docs/backoffice.md, "Audit log"). Path `ApiPaths.backofficeAuditLog`.
 * Every filter is optional and they combine: `subjectType` and `subjectId` match exactly, `actor` is a user id or
 * 'system' or the start of a staff member's e-mail, `action` matches an action or its prefix ("withdrawal." finds
 * every withdrawal action), `from`/`to` are Malaysian calendar days (both included). Newest first.
 */
export const AUDIT_FILTER_MAX = 200;

/** A real calendar day: '2026-13-01' would otherwise reach the query as an invalid date. */
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { message: 'validation.date' });
const filterText = safeTextSchema().trim().max(AUDIT_FILTER_MAX).optional();

export const auditLogQuerySchema = z.object({
  subjectType: filterText,
  subjectId: filterText,
  actor: filterText,
  action: filterText,
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** The actor's e-mail or staff name when the actor is a login, else null (system, anonymous). */
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  details: z.unknown().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const auditLogResponseSchema = z.object({ result: auditLogPageSchema });
