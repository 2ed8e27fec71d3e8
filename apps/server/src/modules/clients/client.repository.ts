import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';

/** A client row as the database holds it. Routes map it to a contract DTO; it never goes out as is. */
export type ClientRow = typeof clients.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client record of a login (users.id = token `sub`), if it has one; staff logins have none. */
export async function findClientByUserId(db: Db, userId: string): Promise<ClientRow | undefined> {
  // A subject that is not a uuid would make PostgreSQL reject the cast; it simply matches nobody.
  if (!UUID.test(userId)) return undefined;
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId)).limit(1);
  return row;
}
