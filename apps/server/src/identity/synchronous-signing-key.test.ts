import { compactVerify, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadOidcProvider } from './load-oidc-provider';
import { synchronousSigningKeys } from './synchronous-signing-key';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function privateJwk(alg: 'EdDSA' | 'ES256', kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'EdDSA' ? { crv: 'Ed25519' } : {}),
  });
  return { ...(await exportJWK(privateKey)), alg, kid, use: 'sig' };
}

/** A compact JWS made the way the provider makes one with an external key: it signs `header.payload` itself. */
function signCompact(key: { sign(data: Uint8Array): Uint8Array | Promise<Uint8Array> }, alg: string, kid: string) {
  const input = `${encode({ alg, kid, typ: 'at+jwt' })}.${encode({ sub: 'client-1', aud: 'harta-api' })}`;
  const signature = key.sign(Buffer.from(input)) as Uint8Array;
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}

describe('synchronous signing keys', () => {
  it.each(['EdDSA', 'ES256'] as const)(
    'sign %s tokens that any JOSE library verifies with the published key alone',
    async (alg) => {
      const { ExternalSigningKey } = await loadOidcProvider();
      const jwk = await privateJwk(alg, `k-${alg}`);
      const [key] = synchronousSigningKeys(ExternalSigningKey, [jwk]);
      expect(key).toBeInstanceOf(ExternalSigningKey);
      const external = key as InstanceType<typeof ExternalSigningKey>;
      expect(external.kid).toBe(`k-${alg}`);
      expect(external.alg).toBe(alg);

      // What a resource server holds: the public members only, as the JWKS publishes them.
      const { d: _private, ...published } = jwk;
      const token = signCompact(external, alg, `k-${alg}`);
      const { payload, protectedHeader } = await compactVerify(token, await importJWK(published, alg));
      expect(protectedHeader.alg).toBe(alg);
      expect(JSON.parse(Buffer.from(payload).toString())).toEqual({ sub: 'client-1', aud: 'harta-api' });

      // The key the provider publishes for it is the public half, never the private one.
      const exported = await exportJWK(external.keyObject() as never);
      expect(exported.d).toBeUndefined();
      expect(exported.x).toBe(jwk.x);
    },
  );

  it('leaves a key it cannot sign with (or one without a kid) to the provider', async () => {
    const { ExternalSigningKey } = await loadOidcProvider();
    const noKid = { ...(await privateJwk('EdDSA', 'x')), kid: undefined };
    const hmac: JWK = { kty: 'oct', k: Buffer.alloc(32, 1).toString('base64url'), alg: 'HS256', kid: 'h' };
    const keys = synchronousSigningKeys(ExternalSigningKey, [noKid, hmac]);
    expect(keys).toEqual([noKid, hmac]);
  });

  it('refuses a token whose signature was made by another key', async () => {
    const { ExternalSigningKey } = await loadOidcProvider();
    const [signer] = synchronousSigningKeys(ExternalSigningKey, [await privateJwk('EdDSA', 'a')]);
    const { d: _private, ...otherPublic } = await privateJwk('EdDSA', 'a');
    const token = signCompact(signer as InstanceType<typeof ExternalSigningKey>, 'EdDSA', 'a');
    await expect(compactVerify(token, await importJWK(otherPublic, 'EdDSA'))).rejects.toThrow();
  });
});
