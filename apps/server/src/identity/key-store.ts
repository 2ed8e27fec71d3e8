import { desc, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection';
import { identityKeys } from '../db/schema/identity';

export const SIGNING_ALG = 'RS256';

/** Any fixed number: the advisory lock that lets exactly one starting instance create the first key. */
const KEY_CREATION_LOCK_ID = 727_274_002;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const pub: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete pub[member];
  return pub;
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

/**
 * The private signing keys, active ones first (oidc-provider signs with the first key that fits).
 * Created on first start and reused afterwards, so tokens outlive restarts. Instances starting together
 * serialise on an advisory lock held for the transaction: the first creates the key, the others read it.
 */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK_ID})`);
    const rows = await tx
      .select({ jwk: identityKeys.jwk })
      .from(identityKeys)
      .orderBy(desc(identityKeys.active), desc(identityKeys.createdAt));
    if (rows.length > 0) return rows.map((row) => row.jwk as JWK);

    const jwk = await generateSigningKey();
    await tx.insert(identityKeys).values({ kid: jwk.kid!, jwk }).onConflictDoNothing();
    return [jwk];
  });
}
