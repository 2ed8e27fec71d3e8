import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';

/**
 * Step rules (DRAFT only, step reached, move forward only) are shared with the onboarding steps:
 * modules/registration/shared/client-steps.ts. This adds the status moves of submission and review.
 */

/** Changes the status only when the client still has `from` (a concurrent decision cannot be overwritten). */
export async function moveStatus(db: Pick<Db, 'update'>, clientId: number, from: string, to: string): Promise<boolean> {
  const updated = await db
    .update(clients)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(clients.clientId, clientId), eq(clients.status, from)))
    .returning({ clientId: clients.clientId });
  return updated.length > 0;
}
