import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { preparedStatement, selectColumns } from '../../identity/prepared-statement';
import type { ClientRow } from '../clients/client.repository';

/** Who is calling, as the database sees it now. */
export interface SessionCaller {
  /**
   * The access token's session (its grant at the identity server) still exists. Logout, a refresh token's
   * revocation or reuse, an access token's revocation, a password reset and a device's removal all delete the
   * grant, so a token of an ended session stops working at once instead of when it expires.
   */
  sessionLive: boolean;
  /** The client record of the login (users.id = token `sub`); staff logins have none. */
  client: ClientRow | undefined;
  /**
   * The login's roles and whether it is disabled, as stored now (undefined for an unknown login). Staff routes
   * decide by these, not by the token's claims, so a role taken away or a member disabled stops at once
   * (docs/backoffice.md, "Staff roles").
   */
  login: { roles: string[]; disabled: boolean } | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let callerSql: string | undefined;

/**
 * The session check and the caller's client record in one statement, so refusing ended sessions costs client
 * routes no extra round trip (this replaces the client lookup they already made on every request).
 * The left join from a one-row source answers one row even when the login has no client record.
 */
export async function findSessionCaller(db: Db, userId: string, grantId: string | undefined): Promise<SessionCaller> {
  callerSql ??= `select exists (
      select 1 from "oidc_payloads"
      where "kind" = 'Grant' and "id" = $2 and ("expires_at" is null or "expires_at" > $3)
    ) as "sessionLive", "login"."loginRoles", "login"."loginDisabled", ${selectColumns(clients)}
    from (select 1) as "caller"
    left join (select "roles" as "loginRoles", "disabled" as "loginDisabled" from "users" where "id" = $1) as "login"
      on true
    left join "clients" on "clients"."user_id" = $1
    limit 1`;
  const [row] = await preparedStatement<
    ClientRow & { sessionLive: boolean; loginRoles: string[] | null; loginDisabled: boolean | null }
  >(
    db,
    'harta_session_caller',
    callerSql,
  )([
    // A subject that is not a uuid would make PostgreSQL reject the cast; it simply matches nobody.
    UUID.test(userId) ? userId : null,
    grantId ?? null,
    new Date(),
  ]);
  if (!row) return { sessionLive: false, client: undefined, login: undefined };
  const { sessionLive, loginRoles, loginDisabled, ...client } = row;
  return {
    sessionLive: sessionLive === true,
    client: client.clientId === null ? undefined : client,
    login: loginRoles === null ? undefined : { roles: loginRoles, disabled: loginDisabled === true },
  };
}
