import type { ClosureReason } from '@harta/contracts/schemas/notices';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clientClosureFlags } from '../../db/schema/compliance';

export type ClosureFlagRow = typeof clientClosureFlags.$inferSelect;

export async function findClosureFlag(db: Pick<Db, 'select'>, clientId: number): Promise<ClosureFlagRow | undefined> {
  const [row] = await db.select().from(clientClosureFlags).where(eq(clientClosureFlags.clientId, clientId)).limit(1);
  return row;
}

/** Inserts the flag; undefined when the client already has one (the first flag stands until lifted). */
export async function insertClosureFlag(
  db: Pick<Db, 'insert'>,
  flag: { clientId: number; reason: ClosureReason; note: string | null; flaggedBy: string },
): Promise<ClosureFlagRow | undefined> {
  const [row] = await db.insert(clientClosureFlags).values(flag).onConflictDoNothing().returning();
  return row;
}

export async function deleteClosureFlag(db: Pick<Db, 'delete'>, clientId: number): Promise<ClosureFlagRow | undefined> {
  const [row] = await db.delete(clientClosureFlags).where(eq(clientClosureFlags.clientId, clientId)).returning();
  return row;
}
