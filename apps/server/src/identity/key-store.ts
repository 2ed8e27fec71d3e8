import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { identityKeys } from '../db/schema/identity';

export type SigningAlg = 'HS256' | 'ES256' | 'RS256' | 'EdDSA';

/**
 * Access tokens: EdDSA (Ed25519), with a key of their own published in the JWKS, so that a resource server outside
 * this deployment (a reporting service, a partner) can check them with the JWKS alone (ADR 0007, which replaces
 * ADR 0003's HS256). Ed25519 rather than ES256: about half the signing time and less checking time on this machine
 * (bench/README.md, "Token signing"), and a separate algorithm keeps the access-token key apart from the ID-token
 * key. The API checks each token once and remembers the result until the token expires (access-token.ts), so the
 * public-key check costs a login or refresh, not every call.
 */
export const ACCESS_TOKEN_ALG = 'EdDSA' satisfies SigningAlg;

/** ID tokens: ES256. The app reads them; the public key is in the JWKS. */
export const ID_TOKEN_ALG: SigningAlg = 'ES256';

/**
 * Access tokens the API accepts, each checked only with a key of its own algorithm. HS256 ones come from the secret
 * the previous version signed access tokens with, RS256 ones from the RSA key of the version before; they stop
 * arriving once the last of them has expired (ACCESS_TOKEN_TTL, minutes after an upgrade).
 */
export const ACCEPTED_ACCESS_TOKEN_ALGS: readonly SigningAlg[] = [ACCESS_TOKEN_ALG, 'HS256', 'RS256'];

/** Every algorithm the provider signs with; each needs an active key. */
export const SIGNING_ALGS: readonly SigningAlg[] = [...new Set<SigningAlg>([ACCESS_TOKEN_ALG, ID_TOKEN_ALG])];

/** Any fixed number: the advisory lock that lets exactly one starting instance create a key. */
const KEY_CREATION_LOCK_ID = 727_274_002;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const pub: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete pub[member];
  return pub;
}

/** True for a key that verifies in public (asymmetric); false for the HS256 secret of an older version. */
export function isPublishable(jwk: JWK): boolean {
  return jwk.kty !== 'oct';
}

/** The secret of an HS256 key, for checking the tokens an older version signed with it. */
export function secretKeyOf(jwk: JWK): KeyObject {
  if (jwk.kty !== 'oct' || !jwk.k) throw new Error('not a symmetric key');
  return createSecretKey(Buffer.from(jwk.k, 'base64url'));
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
 * the algorithm): the asymmetric keys for the provider, and the HS256 secret an older version left, if any.
 * Created on first start, one per signing algorithm, and reused afterwards, so tokens outlive restarts. A database
 * from a version that signed access tokens with RS256 or HS256 keeps that key (the RSA key stays published, the
 * secret never is; both still check the tokens they signed) and gets the keys it lacks, which sign from then on.
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
