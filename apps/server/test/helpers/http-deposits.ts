import { randomUUID } from 'node:crypto';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { OTP_GRANT_PARAMETER, SecondFactorGrantErrors } from '@harta/contracts/second-factor';

/**
 * Money moving through a running server over plain HTTP, as a client and the sandbox bank do: for tests that drive
 * a server in another process (the data folder's lock, backups) and the kill test (bench/kill-test.ts).
 */

/** The fetch a helper sends with (a caller may wrap it, e.g. to count 5xx answers). */
export type HttpFetch = (input: string, init?: RequestInit) => Promise<Response>;

export const DEMO_CLIENT = { email: 'demo@example.com', password: 'Demo@1234', mobile: '+60123456780' };
export const DEMO_STAFF = { email: 'staff@example.com', password: 'Staff@1234' };

/**
 * A password login; a member with the demo second factor (the seeded staff, docs/security.md "Second factor")
 * then sends the code the development endpoint hands out (the next step the server accepts, waiting for it when
 * the window is used up), and takes the next one when another login took that step first (the replay rule).
 */
export async function passwordToken(url: string, who: { email: string; password: string }): Promise<string> {
  const grant = (extra: Record<string, string> = {}) =>
    fetch(`${url}${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: APP_CLIENT_ID,
        grant_type: 'password',
        username: who.email,
        password: who.password,
        scope: APP_SCOPES.join(' '),
        ...extra,
      }).toString(),
    });
  let response = await grant();
  for (let attempt = 0; attempt < 6 && !response.ok; attempt += 1) {
    const error = ((await response.clone().json()) as { error?: string }).error;
    if (error !== SecondFactorGrantErrors.required && error !== SecondFactorGrantErrors.replayed) break;
    const next = await fetch(`${url}${ApiPaths.secondFactor.devCode}?email=${encodeURIComponent(who.email)}`);
    if (!next.ok) break;
    const { code, waitSeconds } = ((await next.json()) as { result: { code: string; waitSeconds: number } }).result;
    if (waitSeconds > 0) await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 + 200));
    response = await grant({ [OTP_GRANT_PARAMETER]: code });
  }
  if (!response.ok) throw new Error(`login ${who.email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function portfolioGuids(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/portfolios`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { result: { portfolios: { guid: string }[] } };
  return body.result.portfolios.map((p) => p.guid);
}

function postForm(request: HttpFetch, target: string, fields: Record<string, string>): Promise<Response> {
  return request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * A deposit paid at the sandbox bank: the order, the AR posted by the browser, the bank login and decision.
 * Answers the order id, or undefined where a step was refused (a server going away, a limit). `request` is the
 * fetch to use (the kill test counts every 5xx answer).
 */
export async function depositAtSandboxBank(
  url: string,
  token: string,
  deposit: { portfolioId: string; amount: string },
  decision: 'approve' | 'decline' = 'approve',
  request: HttpFetch = fetch,
): Promise<string | undefined> {
  const response = await request(`${url}${ApiPaths.payments.deposits}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body: JSON.stringify({ ...deposit, bankId: 'MBB' }),
  });
  if (response.status !== 201) return undefined;
  const ar = ((await response.json()) as { result: { action: string; fields: Record<string, string> } }).result;
  const txn = (await postForm(request, `${url}${new URL(ar.action).pathname}`, ar.fields)).headers.get('location');
  if (!txn) return undefined;
  await postForm(request, `${url}${txn}/login`, { userId: 'buyer', password: 'secret' });
  await postForm(request, `${url}${txn}/decide`, { decision });
  return ar.fields.fpx_sellerOrderNo;
}

/** The order's state on its public receipt (SUCCESS once settled). */
export async function receiptStatus(url: string, orderId: string): Promise<string> {
  const response = await fetch(`${url}${ApiPaths.payments.receipt(orderId)}`);
  if (!response.ok) return `HTTP ${response.status}`;
  return ((await response.json()) as { result: { status: string } }).result.status;
}

/** Waits until the receipt reads SUCCESS (the direct AC applied): what the client was told is now settled. */
export async function settled(url: string, orderId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await receiptStatus(url, orderId);
    if (status === 'SUCCESS') return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} is ${status}, not SUCCESS`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
