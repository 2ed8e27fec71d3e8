import {
  createHmac,
  createPublicKey,
  timingSafeEqual,
  verify as verifySignature,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { API_SCOPE } from '@harta/contracts/constants';
import type { JWK } from 'jose';
import { ACCEPTED_ACCESS_TOKEN_ALGS, secretKeyOf, toPublicJwk, type SigningAlg } from './key-store';

export interface AccessTokenClaims {
  sub: string;
  role: string[];
  scope: string;
  clientId: string;
  exp: number;
  jti?: string;
  /**
   * The grant (session) the token was issued under (`gid`, added by the provider's extraTokenClaims): the API
   * accepts the token only while that grant exists (see modules/session/session-caller.repository).
   */
  grantId?: string;
  email?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>;

/** Why a token was refused (the API answers 401 whatever the reason; the reason only reaches debug logs). */
export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
}

/** A token naming any other algorithm is refused, and each is checked only with a key made for its algorithm. */
const ALGORITHMS: readonly SigningAlg[] = ACCEPTED_ACCESS_TOKEN_ALGS;

interface VerificationKey {
  kid: string | undefined;
  alg: SigningAlg;
  key: KeyObject;
}

/** Node's signature parameters per JWS algorithm: ES256 signatures are the raw r‖s pair (RFC 7518 §3.4). */
const NODE_PARAMS: Record<SigningAlg, { digest: string | null; dsaEncoding?: 'ieee-p1363'; signatureLength?: number }> =
  {
    HS256: { digest: 'sha256', signatureLength: 32 },
    RS256: { digest: 'sha256' },
    ES256: { digest: 'sha256', dsaEncoding: 'ieee-p1363', signatureLength: 64 },
    // Ed25519 hashes internally: Node takes no digest for it (RFC 8037 §3.1).
    EdDSA: { digest: null, signatureLength: 64 },
  };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * How many verified tokens the verifier remembers (a few MB at most); past that the oldest is forgotten and checked
 * again if it comes back.
 */
const REMEMBERED_TOKENS = 4096;

function fail(reason: string): never {
  throw new AccessTokenError(reason);
}

function decodeJson(part: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    fail(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** `at+jwt` or `application/at+jwt`, any case (RFC 9068 §2.1; media types are case-insensitive). */
function isAccessTokenType(typ: unknown): boolean {
  if (typeof typ !== 'string') return false;
  const normalized = typ.toLowerCase();
  return normalized === 'at+jwt' || normalized === 'application/at+jwt';
}

/**
 * The keys that check access tokens, imported once (parsing a JWK is far dearer than the check itself): the
 * HS256 secret, and the public half of any asymmetric key of an accepted algorithm.
 */
function importKeys(signingKeys: JWK[]): VerificationKey[] {
  return signingKeys.flatMap((jwk) => {
    const alg = jwk.alg as SigningAlg | undefined;
    if (!alg || !ALGORITHMS.includes(alg)) return [];
    const key =
      alg === 'HS256' ? secretKeyOf(jwk) : createPublicKey({ key: toPublicJwk(jwk) as JsonWebKey, format: 'jwk' });
    return [{ kid: jwk.kid, alg, key }];
  });
}

function signatureMatches({ alg, key }: VerificationKey, signingInput: Buffer, signature: Buffer): boolean {
  if (alg === 'HS256') {
    const expected = createHmac('sha256', key).update(signingInput).digest();
    return expected.length === signature.length && timingSafeEqual(expected, signature);
  }
  const params = NODE_PARAMS[alg];
  return verifySignature(
    params.digest,
    signingInput,
    params.dsaEncoding ? { key, dsaEncoding: params.dsaEncoding } : key,
    signature,
  );
}

/**
 * Checks an access token locally (no call to the provider), synchronously with node:crypto and the keys
 * imported once at start: the JWS structure, an algorithm we sign with (never `none`, never one the key was not
 * made for), a signature by one of our own keys (by `kid`), the `at+jwt` type (so an ID token cannot pass for
 * one), no `crit` extensions, then the claims: issuer, the API audience, expiry and not-before (no clock
 * tolerance), and the presence of `sub`, `exp` and `client_id`.
 */
export function createAccessTokenVerifier(issuer: string, signingKeys: JWK[]): AccessTokenVerifier {
  const keys = importKeys(signingKeys);

  function verifySync(token: string): AccessTokenClaims {
    if (typeof token !== 'string') fail('token is not a string');
    const parts = token.split('.');
    if (parts.length !== 3) fail('not a compact JWS');
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) {
      fail('not base64url');
    }

    const header = decodeJson(headerPart, 'header');
    const alg = header.alg;
    if (typeof alg !== 'string' || !ALGORITHMS.includes(alg as SigningAlg)) fail('algorithm not allowed');
    if (!isAccessTokenType(header.typ)) fail('not an access token (typ)');
    if (header.crit !== undefined) fail('unsupported crit header');
    if (header.kid !== undefined && typeof header.kid !== 'string') fail('kid is not a string');

    const candidates = keys.filter((k) => k.alg === alg && (header.kid === undefined || k.kid === header.kid));
    if (candidates.length === 0) fail('no matching key');
    const params = NODE_PARAMS[alg as SigningAlg];
    const signature = Buffer.from(signaturePart, 'base64url');
    if (params.signatureLength !== undefined && signature.length !== params.signatureLength) fail('bad signature');
    const signingInput = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
    const valid = candidates.some((candidate) => signatureMatches(candidate, signingInput, signature));
    if (!valid) fail('bad signature');

    const payload = decodeJson(payloadPart, 'payload');
    const now = Math.floor(Date.now() / 1000);
    if (payload.iss !== issuer) fail('wrong issuer');
    const aud = payload.aud;
    if (!(aud === API_SCOPE || (Array.isArray(aud) && aud.includes(API_SCOPE)))) fail('wrong audience');
    const { exp, nbf, iat, sub } = payload;
    if (typeof exp !== 'number' || !Number.isFinite(exp)) fail('exp missing');
    if (exp <= now) fail('expired');
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) fail('not yet valid');
    if (iat !== undefined && typeof iat !== 'number') fail('iat is not a number');
    if (typeof sub !== 'string' || sub === '') fail('sub missing');
    if (payload.client_id === undefined) fail('client_id missing');

    const { role, scope, email, jti, gid } = payload;
    if (role !== undefined && !(Array.isArray(role) && role.every((r) => typeof r === 'string'))) {
      fail('access token role claim must be a list of strings');
    }
    return {
      sub,
      role: (role as string[] | undefined) ?? [],
      scope: typeof scope === 'string' ? scope : '',
      clientId: String(payload.client_id),
      exp,
      ...(typeof jti === 'string' && jti ? { jti } : {}),
      ...(typeof gid === 'string' && gid ? { grantId: gid } : {}),
      ...(typeof email === 'string' ? { email } : {}),
    };
  }

  // A token is checked in full once; later calls with the same token (an app session makes several a minute) only
  // re-check its expiry. The public-key check (ADR 0007) then costs once per token instead of once per call.
  const remembered = new Map<string, AccessTokenClaims>();
  return async (token) => {
    const known = typeof token === 'string' ? remembered.get(token) : undefined;
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return { ...known, role: [...known.role] };
      remembered.delete(token);
      fail('expired');
    }
    const claims = verifySync(token);
    if (remembered.size >= REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!);
    remembered.set(token, claims);
    return { ...claims, role: [...claims.role] };
  };
}
