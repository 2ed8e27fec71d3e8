import { desc, ne, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { identityKeys } from '../db/schema/identity';

export type SigningAlg = 'ES256' | 'RS256';

/**
 * Tokens are signed with ECDSA P-256: signing costs about a twentieth of RSA-2048 (two signatures per login),
 * which matters on a machine whose cores are busy with argon2.
 */
export const SIGNING_ALG: SigningAlg = 'ES256';

/**
 * Algorithms whose signatures are accepted: the current one, and RS256 for the RSA keys made before the switch
 * (kept, inactive, so tokens they signed stay valid until they expire).
 */
export const VERIFICATION_ALGS: readonly SigningAlg[] = ['ES256', 'RS256'];

/** Any fixed number: the advisory lock that lets exactly one starting instance create a key. */
const KEY_CREATION_LOCK_ID = 727_274_002;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const pub: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete pub[member];
  return pub;
}

export async function generateSigningKey(alg: SigningAlg = SIGNING_ALG): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: 2048 } : {}),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/**
 * The private signing keys, the active one first (oidc-provider signs with the first key that fits).
 * Created on first start and reused afterwards, so tokens outlive restarts. A database whose keys predate the
 * current algorithm gets a key of that algorithm, which becomes the active one; the older keys stay for
 * verification. Instances starting together serialise on an advisory lock held for the transaction: the first
 * creates the key, the others read it.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK_ID})`);
    const rows = await tx
      .select({ jwk: identityKeys.jwk, active: identityKeys.active })
      .from(identityKeys)
      .orderBy(desc(identityKeys.active), desc(identityKeys.createdAt));
    const keys = rows.map((row) => row.jwk as JWK);
    if (rows.some((row) => row.active && (row.jwk as JWK).alg === SIGNING_ALG)) return keys;

    const jwk = await generateSigningKey();
    await tx.insert(identityKeys).values({ kid: jwk.kid!, jwk }).onConflictDoNothing();
    await tx.update(identityKeys).set({ active: false }).where(ne(identityKeys.kid, jwk.kid!));
    return [jwk, ...keys.filter((key) => key.kid !== jwk.kid)];
  });
}
