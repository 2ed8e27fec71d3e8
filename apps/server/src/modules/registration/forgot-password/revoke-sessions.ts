import { and, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { oidcPayloads } from '../../../db/schema/identity';

/**
 * Ends every identity-server session of an account: grants, refresh tokens and sessions are rows of
 * `oidc_payloads` whose payload names the account (see identity/db-adapter.ts). Deleting them makes every
 * outstanding refresh token fail, and every access token too: the API accepts one only while its grant exists
 * (modules/session/session-caller.repository).
 * `keepGrantId` spares one session (its grant and the tokens issued under it): the one that changed the password.
 * Returns how many rows were removed.
 */
export async function revokeAccountTokens(
  db: Pick<Db, 'delete'>,
  userId: string,
  options: { keepGrantId?: string | undefined } = {},
): Promise<number> {
  const keep = options.keepGrantId;
  const rows = await db
    .delete(oidcPayloads)
    .where(
      and(
        sql`${oidcPayloads.payload} ->> 'accountId' = ${userId}`,
        keep
          ? and(ne(oidcPayloads.id, keep), or(isNull(oidcPayloads.grantId), ne(oidcPayloads.grantId, keep)))
          : undefined,
      ),
    )
    .returning({ id: oidcPayloads.id });
  return rows.length;
}
