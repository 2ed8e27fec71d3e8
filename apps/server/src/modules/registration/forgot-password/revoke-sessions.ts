import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { oidcPayloads } from '../../../db/schema/identity';

/**
 * Ends every identity-server session of an account: grants, refresh tokens and sessions are rows of
 * `oidc_payloads` whose payload names the account (see identity/db-adapter.ts). Deleting them makes every
 * outstanding refresh token fail, and every access token too: the API accepts one only while its grant exists
 * (modules/session/session-caller.repository).
 * Returns how many rows were removed.
 */
export async function revokeAccountTokens(db: Pick<Db, 'delete'>, userId: string): Promise<number> {
  const rows = await db
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${userId}`)
    .returning({ id: oidcPayloads.id });
  return rows.length;
}
