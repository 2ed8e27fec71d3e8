import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';

/**
 * Audit entries (GUIDE §5): every staff decision, every staff look at a client's documents, and submissions.
 * `actor` is the user id (token sub) or 'system'.
 */
export interface AuditEntry {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string | number;
  details?: Record<string, unknown>;
  requestId?: string;
}

export async function writeAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    details: entry.details ?? null,
    requestId: entry.requestId ?? null,
  });
}
