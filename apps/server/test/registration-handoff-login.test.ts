import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import { handoffRedeemResponseSchema, handoffResponseSchema } from '@harta/contracts/schemas/registration-documents';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { registrationHandoffs } from '../src/db/schema/kyc';
import { lockoutStateOf } from '../src/identity/lockout';
import { setLockoutState } from '../src/identity/test-harness';
import { createHandoff, redeemHandoff } from '../src/modules/kyc/handoff.service';
import { testDatabases } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, TEST_PUBLIC_URL, serverSuite } from './helpers/start-server';

/**
 * The QR hand-off login: the phone trades the ticket it redeemed for the client's own tokens at the identity
 * server (grant `urn:harta:handoff`). Single use, expiring, DRAFT clients only, and no way round a lockout.
 */

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

describe.each(testDatabases())('registration hand-off login on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let seq = 0;

  async function newClient(currentStep = 4) {
    seq += 1;
    const email = `handoff-login${seq}@example.com`;
    const c = await createTestClient(suite.database.db, { email, currentStep });
    return { ...c, token: (await suite.server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }

  /** A ticket as the phone holds it after redeeming the QR code (service calls: the redeem route is rate limited). */
  async function ticketFor(c: { clientId: number; userId: string }) {
    const handoff = await createHandoff(suite.database.db, c, TEST_PUBLIC_URL);
    const redeemed = await redeemHandoff(suite.database.db, handoff.code);
    return redeemed!.ticket;
  }

  async function exchange(ticket: string | undefined, extra: Record<string, string> = {}) {
    const form: Record<string, string> = {
      grant_type: 'urn:harta:handoff',
      client_id: APP_CLIENT_ID,
      scope: APP_SCOPES.join(' '),
      ...extra,
    };
    if (ticket !== undefined) form.ticket = ticket;
    const response = await suite.server.fetch(`${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as TokenAnswer };
  }

  async function summaryOf(token: string, clientId?: number) {
    const query = clientId === undefined ? '' : `?clientId=${clientId}`;
    return suite.server.fetch(`${ApiPaths.registration.getClientLoginById}${query}`, { headers: bearer(token) });
  }

  it('logs the phone in as the client from the QR code: tokens work on the API, refresh, and are audited', async () => {
    const c = await newClient(6);
    // The desktop asks for a code; the phone redeems it over HTTP, as the web app does.
    const created = await suite.server.fetch(ApiPaths.registration.handoff, {
      method: 'POST',
      headers: bearer(c.token),
    });
    const { code } = handoffResponseSchema.parse(await created.json()).result;
    const redeemedResponse = await suite.server.fetch(ApiPaths.registration.handoffRedeem, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { ticket, currentStep } = handoffRedeemResponseSchema.parse(await redeemedResponse.json()).result;
    expect(currentStep).toBe(6);

    const { status, body } = await exchange(ticket);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.id_token).toEqual(expect.any(String));
    expect(decodeJwt(body.id_token!).sub).toBe(c.userId);
    const claims = await suite.server.identity.verifyAccessToken(body.access_token!);
    expect(claims).toMatchObject({ sub: c.userId, role: ['c'], email: c.email });

    // The API sees the same client at the same step.
    const summary = await summaryOf(body.access_token!);
    expect(summary.status).toBe(200);
    expect(clientLoginSummaryResponseSchema.parse(await summary.json()).result).toMatchObject({
      clientId: c.clientId,
      currentStep: 6,
      status: 'DRAFT',
    });

    // The session is an ordinary one: the refresh token rotates through the refresh_token grant.
    const refreshed = await suite.server.refresh(body.refresh_token!);
    expect((await suite.server.identity.verifyAccessToken(refreshed.access_token)).sub).toBe(c.userId);

    const entries = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.handoffLogin'), eq(auditLog.subjectId, String(c.clientId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: c.userId, subjectType: 'client' });
    expect(entries[0]!.requestId).toEqual(expect.any(String));
  });

  it("gives access to that client's records only", async () => {
    const c = await newClient();
    const other = await newClient();
    const { body } = await exchange(await ticketFor(c));
    expect((await summaryOf(body.access_token!, c.clientId)).status).toBe(200);
    expect((await summaryOf(body.access_token!, other.clientId)).status).toBe(403);
  });

  it('refuses a replayed ticket with a clear message', async () => {
    const c = await newClient();
    const ticket = await ticketFor(c);
    expect((await exchange(ticket)).status).toBe(200);
    const replay = await exchange(ticket);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      error: 'invalid_grant',
      error_description: messagesEn['handoff.ticketInvalid'],
    });
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const c = await newClient();
    const ticket = await ticketFor(c);
    await suite.database.db
      .update(registrationHandoffs)
      .set({ ticketExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationHandoffs.clientId, c.clientId));
    const expired = await exchange(ticket);
    expect(expired.status).toBe(400);
    expect(expired.body.error_description).toBe(messagesEn['handoff.ticketInvalid']);

    const unknown = await exchange('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
  });

  it('refuses a ticket presented by another OAuth client, without spending it', async () => {
    const c = await newClient();
    const ticket = await ticketFor(c);
    const wrongClient = await exchange(ticket, { client_id: 'someone-else' });
    expect(wrongClient.status).toBe(401);
    expect(wrongClient.body.error).toBe('invalid_client');
    expect((await exchange(ticket)).status).toBe(200);
  });

  it('checks the request before spending the ticket', async () => {
    const c = await newClient();
    const ticket = await ticketFor(c);
    const missing = await exchange(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    const badScope = await exchange(ticket, { scope: 'openid admin' });
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toBe('invalid_scope');
    expect((await exchange(ticket)).status).toBe(200);
  });

  it('refuses a client whose registration is no longer DRAFT (the ticket is spent, the refusal audited)', async () => {
    const c = await newClient(10);
    const ticket = await ticketFor(c);
    // Submitted on the desktop between the QR code and the phone's exchange.
    await suite.database.db.update(clients).set({ status: 'PENDING' }).where(eq(clients.clientId, c.clientId));
    const refused = await exchange(ticket);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'invalid_grant', error_description: messagesEn['handoff.notDraft'] });
    await suite.database.db.update(clients).set({ status: 'DRAFT' }).where(eq(clients.clientId, c.clientId));
    expect((await exchange(ticket)).body.error_description).toBe(messagesEn['handoff.ticketInvalid']);

    const [entry] = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.handoffRefused'), eq(auditLog.subjectId, String(c.clientId))));
    expect(entry?.details).toEqual({ reason: 'status', status: 'PENDING' });
  });

  it('refuses a locked account with the lockout message and leaves the lock as it was', async () => {
    const c = await newClient();
    const ticket = await ticketFor(c);
    const lockedUntil = new Date(Date.now() + 3_600_000);
    await setLockoutState(suite.database.db, c.email, { failedLoginCount: 3, lockedUntil });
    const refused = await exchange(ticket);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'account_locked', error_description: messagesEn['auth.lockout'] });
    expect(await lockoutStateOf(suite.database.db, c.email)).toEqual({ failedLoginCount: 3, lockedUntil });
  });

  it('turns isQRrefreshButtonEnable on when the code runs out unseen, and off with a new code', async () => {
    const c = await newClient();
    const summaryFlag = async () =>
      clientLoginSummaryResponseSchema.parse(await (await summaryOf(c.token)).json()).result.isQRrefreshButtonEnable;
    await createHandoff(suite.database.db, c, TEST_PUBLIC_URL);
    expect(await summaryFlag()).toBe(false);
    await suite.database.db
      .update(registrationHandoffs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationHandoffs.clientId, c.clientId));
    expect(await summaryFlag()).toBe(true);
    await createHandoff(suite.database.db, c, TEST_PUBLIC_URL);
    expect(await summaryFlag()).toBe(false);
  });
});
