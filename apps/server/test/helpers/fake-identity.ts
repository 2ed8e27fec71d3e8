import type { AccessTokenClaims } from '../../src/identity/create-identity';

/**
 * A stand-in token verifier for plugin tests that need no identity server: the token `fake.<sub>.<role,role>`
 * verifies to those claims; anything else is refused like a bad signature. Roles are joined with '+' in the
 * token (a comma is not a bearer-token character).
 */
export function fakeToken(sub: string, roles: string[]): string {
  return `fake.${sub}.${roles.join('+')}`;
}

/** The session (grant) a fake token belongs to: one per subject. */
export function fakeGrantId(sub: string): string {
  return `grant-${sub}`;
}

export async function verifyFakeToken(token: string): Promise<AccessTokenClaims> {
  const [kind, sub, roles] = token.split('.');
  if (kind !== 'fake' || !sub || roles === undefined) throw new Error('invalid token');
  return {
    sub,
    role: roles ? roles.split('+') : [],
    scope: 'openid harta-api',
    clientId: 'harta-app',
    exp: Math.floor(Date.now() / 1000) + 300,
    grantId: fakeGrantId(sub),
  };
}
