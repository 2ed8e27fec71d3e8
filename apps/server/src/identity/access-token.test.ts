import { createPrivateKey, sign as cryptoSign, type JsonWebKey } from 'node:crypto';
import { API_SCOPE, APP_CLIENT_ID } from '@harta/contracts/constants';
import { CompactSign, importJWK, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token';
import { generateSigningKey, toPublicJwk, type SigningAlg } from './key-store';

const ISSUER = 'http://localhost:8080/identity';
const now = () => Math.floor(Date.now() / 1000);

let ed: JWK;
let hs256: JWK;
let es256: JWK;
let rs256: JWK;
let foreign: JWK;
let verify: AccessTokenVerifier;

beforeAll(async () => {
  [ed, hs256, es256, rs256, foreign] = await Promise.all([
    generateSigningKey('EdDSA'),
    generateSigningKey('HS256'),
    generateSigningKey('ES256'),
    generateSigningKey('RS256'),
    generateSigningKey('HS256'),
  ]);
  // The server's whole key set: the Ed25519 key signs access tokens, the EC key ID tokens; the secret and the RSA
  // key are older versions', which signed access tokens with them (ADR 0007).
  verify = createAccessTokenVerifier(ISSUER, [ed, es256, hs256, rs256]);
});

const goodClaims = () => ({
  iss: ISSUER,
  aud: API_SCOPE,
  sub: '7d0b5a52-5d8c-4b43-9d55-2d8f2f7b1c11',
  client_id: APP_CLIENT_ID,
  scope: 'openid harta-api',
  role: ['c'],
  email: 'a@example.com',
  jti: 'abc',
  iat: now(),
  exp: now() + 300,
});

async function sign(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = {},
  key: JWK = ed,
  alg: SigningAlg = key.alg as SigningAlg,
): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg, kid: key.kid, typ: 'at+jwt', ...header } as { alg: string })
    .sign(await importJWK(key, alg));
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access token verifier', () => {
  it('accepts a token signed by our key and returns its claims', async () => {
    await expect(verify(await sign(goodClaims()))).resolves.toEqual({
      sub: goodClaims().sub,
      role: ['c'],
      scope: 'openid harta-api',
      clientId: APP_CLIENT_ID,
      exp: expect.any(Number),
      jti: 'abc',
      email: 'a@example.com',
    });
  });

  it('accepts an access token signed by the HS256 secret or the RSA key of an older version', async () => {
    await expect(verify(await sign(goodClaims(), {}, hs256))).resolves.toMatchObject({ sub: goodClaims().sub });
    await expect(verify(await sign(goodClaims(), {}, rs256))).resolves.toMatchObject({ sub: goodClaims().sub });
  });

  it('refuses a token it has already checked once it expires', async () => {
    const token = await sign({ ...goodClaims(), exp: now() + 1 });
    await expect(verify(token)).resolves.toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, (now() + 2) * 1000 - Date.now()));
    await expect(verify(token)).rejects.toThrow('expired');
  });

  it('refuses a token signed with the ID-token key, even with the access-token type', async () => {
    await expect(verify(await sign(goodClaims(), {}, es256))).rejects.toThrow();
  });

  it('accepts application/at+jwt, an audience list holding the API, and a token without kid', async () => {
    await expect(verify(await sign(goodClaims(), { typ: 'application/AT+JWT' }))).resolves.toBeTruthy();
    await expect(verify(await sign({ ...goodClaims(), aud: ['other', API_SCOPE] }))).resolves.toBeTruthy();
    await expect(verify(await sign(goodClaims(), { kid: undefined }))).resolves.toBeTruthy();
  });

  it('refuses a tampered payload, a foreign key and a wrong kid', async () => {
    const token = await sign(goodClaims());
    const [h, , s] = token.split('.');
    await expect(verify(`${h}.${b64({ ...goodClaims(), role: ['staff'] })}.${s}`)).rejects.toThrow();
    // Signed by a key we do not hold, claiming our kid.
    await expect(verify(await sign(goodClaims(), { kid: hs256.kid }, foreign))).rejects.toThrow();
    // A truncated signature.
    const [head, body, signature] = token.split('.');
    await expect(verify(`${head}.${body}.${signature!.slice(0, 20)}`)).rejects.toThrow();
    await expect(verify(await sign(goodClaims(), { kid: 'unknown' }))).rejects.toThrow();
    // The RSA key's kid on an ES256 signature, the access-token key's kid on the ID-token key's signature.
    await expect(verify(await sign(goodClaims(), { kid: rs256.kid }, es256))).rejects.toThrow();
    await expect(verify(await sign(goodClaims(), { kid: ed.kid }, es256))).rejects.toThrow();
  });

  it('refuses alg none, HMAC with a public key as secret, and algorithms we do not use', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(goodClaims())}.`;
    await expect(verify(unsigned)).rejects.toThrow();
    for (const kid of [rs256.kid, hs256.kid]) {
      const hs = await new CompactSign(new TextEncoder().encode(JSON.stringify(goodClaims())))
        .setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' })
        .sign(new TextEncoder().encode(JSON.stringify(toPublicJwk(rs256))));
      await expect(verify(hs)).rejects.toThrow();
    }
    // RSA-PSS with our own RSA key: a valid signature, but not the algorithm we sign with.
    const ps = await sign(goodClaims(), {}, rs256, 'PS256' as SigningAlg);
    await expect(verify(ps)).rejects.toThrow();
  });

  it('refuses an ID token (no at+jwt type) and unknown critical headers', async () => {
    await expect(verify(await sign(goodClaims(), { typ: 'JWT' }))).rejects.toThrow();
    await expect(verify(await sign(goodClaims(), { typ: undefined }))).rejects.toThrow();
    // jose will not sign an unknown crit header: sign by hand (the same signature without crit passes).
    const key = createPrivateKey({ key: rs256 as JsonWebKey, format: 'jwk' });
    const signed = (header: Record<string, unknown>) => {
      const input = `${b64(header)}.${b64(goodClaims())}`;
      return `${input}.${cryptoSign('sha256', Buffer.from(input), key).toString('base64url')}`;
    };
    const header = { alg: 'RS256', kid: rs256.kid, typ: 'at+jwt' };
    await expect(verify(signed(header))).resolves.toBeTruthy();
    await expect(verify(signed({ ...header, crit: ['x-harta'], 'x-harta': 1 }))).rejects.toThrow();
  });

  it('checks issuer, audience, expiry, not-before and the required claims', async () => {
    const refused = async (claims: Record<string, unknown>) =>
      expect(verify(await sign({ ...goodClaims(), ...claims }))).rejects.toThrow();
    await refused({ iss: 'http://evil.example/identity' });
    await refused({ aud: 'other' });
    await refused({ aud: undefined });
    await refused({ exp: now() });
    await refused({ exp: now() - 10 });
    await refused({ exp: undefined });
    await refused({ exp: String(now() + 300) });
    await refused({ nbf: now() + 60 });
    await refused({ iat: 'yesterday' });
    await refused({ sub: undefined });
    await refused({ sub: '' });
    await refused({ client_id: undefined });
    await refused({ role: 'c' });
    await refused({ role: ['c', 1] });
    await expect(verify(await sign({ ...goodClaims(), nbf: now() - 1 }))).resolves.toBeTruthy();
  });

  it('refuses malformed tokens', async () => {
    const token = await sign(goodClaims());
    const [h, p, s] = token.split('.');
    for (const bad of [
      '',
      'a.b',
      `${token}.x`,
      `${h}.${p}`,
      `${h}!.${p}.${s}`,
      `x.${p}.${s}`,
      `${b64([1])}.${p}.${s}`,
    ]) {
      await expect(verify(bad)).rejects.toThrow();
    }
    await expect(verify(`${h}.${Buffer.from('not json').toString('base64url')}.${s}`)).rejects.toThrow();
  });
});
