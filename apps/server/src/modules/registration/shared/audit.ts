import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/connection';
import { auditLog } from '../../../db/schema/audit';

/** GUIDE section 5: every change to a client's personal, bank or contact data is written to the audit log. */
export async function auditClientChange(
  db: Pick<Db, 'insert'>,
  request: FastifyRequest,
  clientId: number,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    actor: request.user?.sub ?? 'registration',
    action,
    subjectType: 'client',
    subjectId: String(clientId),
    details: details ?? null,
    requestId: request.id,
  });
}
