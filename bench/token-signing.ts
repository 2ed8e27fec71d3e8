/**
 * What signing and checking an access token costs per algorithm (ADR 0007): `npx tsx bench/token-signing.ts`.
 * A token shaped like the app's (the same claims and sizes), signed and checked with node:crypto as the server's
 * code does, and the API's verifier (apps/server/src/identity/access-token.ts) on a token it has not seen and on
 * one it has. Rounds alternate the algorithms so that a host's drift hits them alike; medians of the rounds.
 */
import {
  createHmac,
  generateKeyPairSync,
  randomBytes,
  sign,
  timingSafeEqual,
  verify as verifySignature,
  type KeyObject,
} from 'node:crypto';
import { API_SCOPE, APP_CLIENT_ID } from '@harta/contracts/constants';
import { exportJWK, type JWK } from 'jose';
import { createAccessTokenVerifier } from '../apps/server/src/identity/access-token';

const ISSUER = 'https://app.harta.example/identity';
const ROUNDS = Number(process.env.TOKEN_BENCH_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.TOKEN_BENCH_ITERATIONS ?? 2000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const claims = {
  jti: randomBytes(32).toString('base64url'),
  sub: '7d0b5a52-5d8c-4b43-9d55-2d8f2f7b1c11',
  iat: now,
  exp: now + 3600,
  scope: 'openid profile roles harta-api',
  client_id: APP_CLIENT_ID,
  iss: ISSUER,
  aud: API_SCOPE,
  gty: 'password',
  role: ['c'],
  email: 'demo@example.com',
  gid: randomBytes(32).toString('base64url'),
};

interface Alg {
  name: 'HS256' | 'ES256' | 'EdDSA';
  jwk: JWK;
  signInput(input: Buffer): Buffer;
  checkInput(input: Buffer, signature: Buffer): boolean;
  /** Whether the API accepts access tokens of this algorithm (ES256 is the ID tokens' only). */
  api: boolean;
}

async function algorithms(): Promise<Alg[]> {
  const secret = randomBytes(32);
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ed = generateKeyPairSync('ed25519');
  const asJwk = async (key: KeyObject, alg: string, kid: string) => ({ ...(await exportJWK(key)), alg, kid });
  return [
    {
      name: 'HS256',
      jwk: { kty: 'oct', k: secret.toString('base64url'), alg: 'HS256', kid: 'hs' },
      signInput: (input) => createHmac('sha256', secret).update(input).digest(),
      checkInput: (input, signature) => timingSafeEqual(createHmac('sha256', secret).update(input).digest(), signature),
      api: true,
    },
    {
      name: 'ES256',
      jwk: await asJwk(ec.privateKey, 'ES256', 'es'),
      signInput: (input) => sign('sha256', input, { key: ec.privateKey, dsaEncoding: 'ieee-p1363' }),
      checkInput: (input, signature) =>
        verifySignature('sha256', input, { key: ec.publicKey, dsaEncoding: 'ieee-p1363' }, signature),
      api: false,
    },
    {
      name: 'EdDSA',
      jwk: await asJwk(ed.privateKey, 'EdDSA', 'ed'),
      signInput: (input) => sign(null, input, ed.privateKey),
      checkInput: (input, signature) => verifySignature(null, input, ed.publicKey, signature),
      api: true,
    },
  ];
}

function tokenOf(alg: Alg): string {
  const input = `${b64({ alg: alg.name, typ: 'at+jwt', kid: alg.jwk.kid })}.${b64({ ...claims, jti: randomBytes(32).toString('base64url') })}`;
  return `${input}.${alg.signInput(Buffer.from(input)).toString('base64url')}`;
}

/**
 * CPU time of this process in µs rather than wall time: on a shared host the wall clock also counts the time other
 * processes held the core, which moved the figures several-fold between runs.
 */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const algs = await algorithms();
  const verify = createAccessTokenVerifier(
    ISSUER,
    algs.filter((a) => a.api).map((a) => a.jwk),
  );
  const results = new Map<string, { sign: number[]; check: number[]; firstCheck: number[]; knownCheck: number[] }>(
    algs.map((a) => [a.name, { sign: [], check: [], firstCheck: [], knownCheck: [] }]),
  );

  for (let round = 0; round < ROUNDS; round += 1) {
    for (const alg of algs) {
      const r = results.get(alg.name)!;
      let start = cpu();
      const tokens: string[] = [];
      for (let i = 0; i < PER_ROUND; i += 1) tokens.push(tokenOf(alg));
      r.sign.push((cpu() - start) / PER_ROUND);

      const parts = tokens.map((token) => {
        const cut = token.lastIndexOf('.');
        return [Buffer.from(token.slice(0, cut)), Buffer.from(token.slice(cut + 1), 'base64url')] as const;
      });
      start = cpu();
      for (const [input, signature] of parts) if (!alg.checkInput(input, signature)) throw new Error('bad signature');
      r.check.push((cpu() - start) / PER_ROUND);
      if (!alg.api) continue;

      start = cpu();
      for (const token of tokens) await verify(token);
      r.firstCheck.push((cpu() - start) / PER_ROUND);

      start = cpu();
      for (const token of tokens) await verify(token);
      r.knownCheck.push((cpu() - start) / PER_ROUND);
    }
  }

  console.log(`per token, µs of CPU (median of ${ROUNDS} rounds of ${PER_ROUND}; signing includes building the JWS)`);
  console.log('| algorithm | sign | signature check | API verifier, new token | API verifier, token seen before |');
  console.log('| --------- | ---: | --------------: | ----------------------: | ------------------------------: |');
  const us = (values: number[]) => (values.length ? median(values).toFixed(1) : '—');
  for (const [name, r] of results) {
    console.log(`| ${name} | ${us(r.sign)} | ${us(r.check)} | ${us(r.firstCheck)} | ${us(r.knownCheck)} |`);
  }
}

await main();
