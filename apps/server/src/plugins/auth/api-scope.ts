import { API_SCOPE } from '@harta/contracts/constants';
import { AccessTokenError, type AccessTokenClaims } from '../../identity/access-token';

/**
 * The token's scope must grant the API (`harta-api`), not only name it as the audience: every token the identity
 * server issues is for the API resource, so the audience alone cannot tell a login that asked for the API from one
 * that asked for userinfo only. Such a token is refused like any invalid one (401).
 */
export function requireApiScope(claims: AccessTokenClaims): AccessTokenClaims {
  if (!claims.scope.split(' ').includes(API_SCOPE)) throw new AccessTokenError(`scope lacks ${API_SCOPE}`);
  return claims;
}
