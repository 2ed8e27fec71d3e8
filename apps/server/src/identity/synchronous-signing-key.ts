import { createPrivateKey, createPublicKey, sign, type KeyObject, type SignKeyObjectInput } from 'node:crypto';
import type { JWK } from 'jose';
import type { ExternalSigningKey } from 'oidc-provider';

/** How node:crypto makes each JWS algorithm's signature (RFC 7518 §3.1, RFC 8037 §3.1). */
const NODE_SIGNATURES: Record<string, { digest: string | null; dsaEncoding?: SignKeyObjectInput['dsaEncoding'] }> = {
  // Ed25519 hashes internally: Node takes no digest for it.
  EdDSA: { digest: null },
  // A JWS carries the ECDSA signature as r‖s, not DER.
  ES256: { digest: 'sha256', dsaEncoding: 'ieee-p1363' },
  RS256: { digest: 'sha256' },
};

/** The feature's version this code was written against; a provider release that changes it refuses to start. */
export const EXTERNAL_SIGNING_ACK = 'experimental-01';

/**
 * The provider's signing keys, each able to sign in the calling thread: the provider (through jose) signs with
 * WebCrypto, which runs every signature as a job on libuv's thread pool and answers it through a promise. Under a
 * burst of logins, handing a login's two signatures to other threads and back cost more CPU than the signatures
 * themselves (tens of µs each for Ed25519 or ES256); node:crypto's one-shot `sign` does the same signature inline.
 * oidc-provider's ExternalSigningKey (its feature `externalSigningSupport`) is the supported way to hand it a
 * signer; the key stays in this process, as before. Published members (kty, crv, x, y …) come from the public key,
 * so the JWKS is unchanged. Keys of another algorithm, or without a kid, are left as they are. ADR 0007 and
 * bench/README.md ("The password grant: one argon2 thread per core, signatures inline, a small young generation") have
 * the figures.
 */
export function synchronousSigningKeys(
  Base: typeof ExternalSigningKey,
  jwks: readonly JWK[],
): Array<JWK | ExternalSigningKey> {
  class SynchronousSigningKey extends Base {
    readonly #privateKey: KeyObject;
    readonly #publicKey: KeyObject;
    readonly #jwk: JWK;

    constructor(jwk: JWK) {
      super();
      this.#jwk = jwk;
      this.#privateKey = createPrivateKey({ key: jwk as never, format: 'jwk' });
      this.#publicKey = createPublicKey(this.#privateKey);
    }

    override get kid(): string | undefined {
      return this.#jwk.kid;
    }

    override get alg(): string | undefined {
      return this.#jwk.alg;
    }

    override keyObject(): KeyObject {
      return this.#publicKey;
    }

    override sign(data: Uint8Array): Uint8Array {
      const { digest, dsaEncoding } = NODE_SIGNATURES[this.#jwk.alg!]!;
      return sign(digest, data, dsaEncoding ? { key: this.#privateKey, dsaEncoding } : this.#privateKey);
    }
  }
  return jwks.map((jwk) => (jwk.alg && jwk.kid && NODE_SIGNATURES[jwk.alg] ? new SynchronousSigningKey(jwk) : jwk));
}
