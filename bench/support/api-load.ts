// The API benchmark's load, shared by run-all.ts (throughput) and memory.ts (resident memory under the same load).
import type autocannon from 'autocannon';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';

/** The demo user's password grant, as the native app sends it. */
export const grantBody = new URLSearchParams({
  grant_type: 'password',
  client_id: APP_CLIENT_ID,
  username: 'demo@example.com',
  password: 'Demo@1234',
  scope: APP_SCOPES.join(' '),
}).toString();

/**
 * `POST /identity/token` (password grant), 3 connections: logins are argon2-bound, more only queue; and one account
 * may have no more than 3 attempts in flight at once (the lockout reserves each before verifying it), so a 4th
 * concurrent login of the same user is refused with account_locked, right password or not.
 */
export function passwordGrantLoad(serverUrl: string): autocannon.Options {
  return {
    url: `${serverUrl}/identity/token`,
    method: 'POST',
    connections: 3,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: grantBody,
  };
}

/** `GET /api/ClientProfile/getClientBasicInfo` with a valid token, 50 connections. */
export function basicInfoLoad(serverUrl: string, accessToken: string): autocannon.Options {
  return {
    url: `${serverUrl}/api/ClientProfile/getClientBasicInfo`,
    connections: 50,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

/**
 * An access token for the demo user. Right after the password-grant load the logins of its last moment may still be
 * running (autocannon stops waiting, the server does not): their three reservations lock the name until the first
 * of them settles (docs/security.md, "Simultaneous correct logins"), so an `account_locked` is tried again shortly.
 */
export async function accessToken(serverUrl: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${serverUrl}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: grantBody,
    });
    if (res.ok) return ((await res.json()) as { access_token: string }).access_token;
    const text = await res.text();
    if (attempt >= 5 || !text.includes('account_locked')) throw new Error(`login failed: ${res.status} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Seconds of logins before the grant's rounds (BENCH_GRANT_WARMUP): a freshly started server runs the login path
 * in V8's interpreter and compiles it over its first 15–20 s of logins, which cost up to 3 ms of CPU more a login
 * in the first seconds (bench/README.md, "The password grant: statement literals in one pass, and rounds on a
 * warmed-up server"); the rounds measure a server that has been taking logins, as a deployed one has. The
 * yardstick (argon2 alone) has no such start.
 */
export const GRANT_WARMUP_S = Number(process.env.BENCH_GRANT_WARMUP ?? 20);
