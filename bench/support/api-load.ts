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

/** An access token for the demo user. */
export async function accessToken(serverUrl: string): Promise<string> {
  const res = await fetch(`${serverUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: grantBody,
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
