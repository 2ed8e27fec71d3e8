import type { StaffRole } from '@harta/contracts/staff-roles';
import type { AccessTokenClaims } from '../../identity/create-identity';
import type { ClientRow } from '../../modules/clients/client.repository';

/**
 * Who may call a route, declared in the route's `config.auth`:
 * - 'public' (or absent): anyone.
 * - 'token': any valid access token (e.g. keep-alive).
 * - 'client': a token whose role list has 'c' (else 403 FORBIDDEN), whose login has a client row (else 404),
 *   and whose client status is not REJECT/CLOSE/SUSPEND (else 403 ACCOUNT_STATUS) unless `clientStatus: 'any'`.
 * - 'staff': a token whose role list has 'staff' and not 'c' (a client login never acts as staff), of a member who,
 *   as stored now, is not disabled (else 401) and holds one of the route's `staffRoles` (else 403 FORBIDDEN).
 * - 'clientOrStaff': either of the two above (a client caller goes through the same client checks).
 * 'staff' and 'clientOrStaff' routes must name their `staffRoles`: the app does not build otherwise.
 * - 'registration': the fixed HTTP Basic pair of REGISTRATION_BASIC_AUTH (spec section 6), no token.
 * Missing or invalid credentials answer 401 in every case.
 */
export type RouteAuth = 'public' | 'token' | 'client' | 'staff' | 'clientOrStaff' | 'registration';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** 'any' lets every client status through (the login summary must answer REJECT/CLOSE/SUSPEND too). */
    clientStatus?: 'gated' | 'any';
    /**
     * 'auto' (default): a `clientId` in the path, query, top-level body or `clientId`/`x-client-id` header must be
     * the caller's (or the caller is staff), checked before the handler runs. 'manual' only for routes that
     * check with `assertOwnClientId` themselves (e.g. multipart bodies).
     */
    ownership?: 'auto' | 'manual';
    /**
     * On 'staff' routes: the staff roles that may call it (any one of them suffices); a member holding none of
     * them answers 403 FORBIDDEN. Every staff route names its roles (docs/backoffice.md, "Staff roles").
     */
    staffRoles?: readonly StaffRole[];
  }

  interface FastifyRequest {
    /** Verified access-token claims; null on public and registration routes. */
    user: AccessTokenClaims | null;
    /** The caller's client row, set on 'client' routes (and client callers of 'clientOrStaff'). */
    client: ClientRow | null;
    /** The caller's client row, loaded once per request on first use; null for staff or a login without one. */
    getCallerClient(): Promise<ClientRow | null>;
  }
}
