import { createSecretKey, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { identityKeys } from '../db/schema/identity';

export type SigningAlg = 'HS256' | 'ES256' | 'RS256';

/**
 * Access tokens: HS256, with a 256-bit secret kept in the database beside the private keys. Only this server
 * checks them (the API is the one resource server, and its instances share the database), so a public-key
 * signature would buy nothing, and it costs: an RSA-2048 signature takes 1 ms to make (at every login and every
 * refresh, competing with argon2) and an ES256 one 120 µs to check (on every API call). HMAC does both in a few
 * µs. The secret is never published; the JWKS carries the ID-token key only. Should a resource server outside
 * this deployment ever need to check access tokens, switch this back to an asymmetric algorithm.
 */
export const ACCESS_TOKEN_ALG: SigningAlg = 'HS256';

/** ID tokens: ES256. The app reads them; the public key is in the JWKS. */
export const ID_TOKEN_ALG: SigningAlg = 'ES256';

/**
 * Access tokens the API accepts, each checked only with a key of its own algorithm. RS256 ones come from the RSA
 * key older versions signed access tokens with; they stop arriving once the last of them has expired (minutes).
 */
export const ACCEPTED_ACCESS_TOKEN_ALGS: readonly SigningAlg[] = [ACCESS_TOKEN_ALG, 'RS256'];

/** Every algorithm the provider signs with; each needs an active key. */
export const SIGNING_ALGS: readonly SigningAlg[] = [...new Set([ACCESS_TOKEN_ALG, ID_TOKEN_ALG])];

/** Any fixed number: the advisory lock that lets exactly one starting instance create a key. */
const KEY_CREATION_LOCK_ID = 727_274_002;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const pub: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete pub[member];
  return pub;
}

/** True for a key that verifies in public (asymmetric); false for the access-token secret. */
export function isPublishable(jwk: JWK): boolean {
  return jwk.kty !== 'oct';
}

/** The secret of an HS256 key, for checking. */
export function secretKeyOf(jwk: JWK): KeyObject {
  if (jwk.kty !== 'oct' || !jwk.k) throw new Error('not a symmetric key');
  return createSecretKey(Buffer.from(jwk.k, 'base64url'));
}

/** The secret of an HS256 key for signing, as the WebCrypto key the JWT library signs with (imported once). */
export function hmacSigningKeyOf(jwk: JWK): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey('raw', secretKeyOf(jwk).export(), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

export async function generateSigningKey(alg: SigningAlg): Promise<JWK> {
  if (alg === 'HS256') {
    const jwk: JWK = { kty: 'oct', k: randomBytes(32).toString('base64url') };
    return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
  }
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/**
 * Every signing key, private parts included, active ones first (oidc-provider signs with the first key that fits
 * the algorithm): the asymmetric keys for the provider, and the access-token secret.
 * Created on first start, one per signing algorithm, and reused afterwards, so tokens outlive restarts. A database
 * from a version that signed access tokens with RS256 keeps its RSA key (published, so its tokens still verify)
 * and gets the keys it lacks, which sign from then on.
 * Instances starting together serialise on an advisory lock held for the transaction: the first creates the
 * missing keys, the others read them.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK_ID})`);
    const rows = await tx
      .select({ jwk: identityKeys.jwk, active: identityKeys.active })
      .from(identityKeys)
      .orderBy(desc(identityKeys.active), desc(identityKeys.createdAt));
    const keys = rows.map((row) => row.jwk as JWK);
    const missing = SIGNING_ALGS.filter((alg) => !rows.some((row) => row.active && (row.jwk as JWK).alg === alg));

    const created: JWK[] = [];
    for (const alg of missing) {
      const jwk = await generateSigningKey(alg);
      await tx.insert(identityKeys).values({ kid: jwk.kid!, jwk }).onConflictDoNothing();
      created.push(jwk);
    }
    return [...created, ...keys];
  });
}
