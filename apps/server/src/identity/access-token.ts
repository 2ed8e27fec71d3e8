import { API_SCOPE } from '@harta/contracts/constants';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { SIGNING_ALG } from './key-store';

export interface AccessTokenClaims {
  sub: string;
  role: string[];
  scope: string;
  clientId: string;
  exp: number;
  jti?: string;
  email?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/**
 * Checks an access token locally (no call to the provider): signature against our own key set, the
 * `at+jwt` type (so an ID token cannot pass for one), issuer, the API audience and expiry.
 */
export function createAccessTokenVerifier(issuer: string, publicKeys: JWK[]): AccessTokenVerifier {
  const keySet = createLocalJWKSet({ keys: publicKeys });
  return async (token) => {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: API_SCOPE,
      typ: 'at+jwt',
      algorithms: [SIGNING_ALG],
      requiredClaims: ['sub', 'exp', 'client_id'],
    });
    const { role, scope, email } = payload;
    if (role !== undefined && !(Array.isArray(role) && role.every((r) => typeof r === 'string'))) {
      throw new TypeError('access token role claim must be a list of strings');
    }
    return {
      sub: payload.sub!,
      role: (role as string[] | undefined) ?? [],
      scope: typeof scope === 'string' ? scope : '',
      clientId: String(payload.client_id),
      exp: payload.exp!,
      ...(payload.jti ? { jti: payload.jti } : {}),
      ...(typeof email === 'string' ? { email } : {}),
    };
  };
}
