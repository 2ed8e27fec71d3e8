import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { identityKeys } from '../db/schema/identity';

export type SigningAlg = 'ES256' | 'RS256';

/**
 * Access tokens: RS256. The API checks one on every call, and an RSA-2048 signature is the cheapest to verify
 * (about 40 µs, against 100 µs for ES256).
 */
export const ACCESS_TOKEN_ALG: SigningAlg = 'RS256';

/**
 * ID tokens: ES256. Only the app reads them (and the provider, as a logout hint), and an ES256 signature costs a
 * fifteenth of an RSA one to make: one RSA signature per login instead of two, on cores busy with argon2.
 */
export const ID_TOKEN_ALG: SigningAlg = 'ES256';

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

export async function generateSigningKey(alg: SigningAlg): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/**
 * The private signing keys, active ones first (oidc-provider signs with the first key that fits the algorithm).
 * Created on first start, one per signing algorithm, and reused afterwards, so tokens outlive restarts. A database
 * from a version that signed everything with RS256 keeps its RSA key and gets an ES256 one for ID tokens.
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
