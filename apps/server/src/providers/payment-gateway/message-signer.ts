import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * Checksums of gateway messages. FPX signs each message with RSA over its fields joined by '|' (fpx-messages.ts):
 * the merchant's private key for AR/AE/BE, the exchange's for AC, each side verifying with the other's
 * certificate. The sandbox uses HMAC-SHA256 with a shared secret by default (no key files to provision on a
 * laptop); a deployer plugs in {@link createRsaSigner}/{@link createRsaVerifier} with the keys FPX issues.
 * Checksums travel as upper-case hex, as FPX sends them.
 */
export interface MessageSigner {
  readonly algorithm: string;
  sign(source: string): string;
}

export interface MessageVerifier {
  readonly algorithm: string;
  /** True only for the exact checksum of `source`; never throws on malformed input. */
  verify(source: string, checksum: string): boolean;
}

const HEX = /^[0-9a-fA-F]+$/;

function equalHex(a: string, b: string): boolean {
  if (a.length !== b.length || !HEX.test(b)) return false;
  return timingSafeEqual(Buffer.from(a.toUpperCase(), 'latin1'), Buffer.from(b.toUpperCase(), 'latin1'));
}

/** HMAC-SHA256 with a shared secret: one object signs and verifies. */
export function createHmacSigner(secret: string | Buffer): MessageSigner & MessageVerifier {
  const mac = (source: string) => createHmac('sha256', secret).update(source, 'utf8').digest('hex').toUpperCase();
  return {
    algorithm: 'HMAC-SHA256',
    sign: mac,
    verify: (source, checksum) => typeof checksum === 'string' && equalHex(mac(source), checksum),
  };
}

/** RSA with SHA-256 (FPX's older integrations use SHA-1: pass 'sha1'). `privateKey` is PEM. */
export function createRsaSigner(privateKey: string | KeyObject, hash: 'sha256' | 'sha1' = 'sha256'): MessageSigner {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return {
    algorithm: `RSA-${hash.toUpperCase()}`,
    sign: (source) => sign(hash, Buffer.from(source, 'utf8'), key).toString('hex').toUpperCase(),
  };
}

/** Verifies with the other side's public key or X.509 certificate (PEM). */
export function createRsaVerifier(
  publicKeyOrCertificate: string | KeyObject,
  hash: 'sha256' | 'sha1' = 'sha256',
): MessageVerifier {
  const key =
    typeof publicKeyOrCertificate === 'string' ? createPublicKey(publicKeyOrCertificate) : publicKeyOrCertificate;
  return {
    algorithm: `RSA-${hash.toUpperCase()}`,
    verify: (source, checksum) => {
      if (typeof checksum !== 'string' || checksum.length === 0 || checksum.length % 2 !== 0 || !HEX.test(checksum)) {
        return false;
      }
      try {
        return verify(hash, Buffer.from(source, 'utf8'), key, Buffer.from(checksum, 'hex'));
      } catch {
        return false;
      }
    },
  };
}

/**
 * The sandbox's two HMAC keys, derived from one secret so a single setting (FPX_SANDBOX_SECRET) configures
 * both parties: the merchant's key (AR, AE, BE) and the exchange's (AC). A merchant-signed message therefore
 * never verifies as the exchange's.
 */
export function sandboxSigners(secret: string) {
  const derive = (party: string) => createHmac('sha256', secret).update(`harta-fpx-sandbox:${party}`).digest();
  return { merchant: createHmacSigner(derive('merchant')), exchange: createHmacSigner(derive('exchange')) };
}
