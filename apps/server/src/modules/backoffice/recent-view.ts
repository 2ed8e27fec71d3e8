import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';

/** How long an application view covers the previews of its documents. */
export const PREVIEW_COVERED_MS = 10 * 60_000;

/**
 * Whether this staff member opened this client's application within the last few minutes: the audit entry of
 * that view (which lists the documents shown) then covers the document previews the page loads, so opening one
 * application writes one entry, not one per thumbnail (issue 15 item 3). A preview without such a view is
 * audited like any other look at a document.
 */
export async function viewedApplicationRecently(
  db: Pick<Db, 'select'>,
  staffId: string,
  clientId: number,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actor, staffId),
        eq(auditLog.action, 'application.view'),
        eq(auditLog.subjectType, 'client'),
        eq(auditLog.subjectId, String(clientId)),
        gt(auditLog.at, new Date(now.getTime() - PREVIEW_COVERED_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
