import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import {
  documentMatchingResponseSchema,
  handoffRedeemResponseSchema,
  handoffResponseSchema,
  liveDetectionInfoResponseSchema,
} from '@harta/contracts/schemas/registration-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { registrationHandoffs } from '../src/db/schema/kyc';
import { consumeLoginTicket } from '../src/modules/kyc/handoff.service';
import { testDatabases, type TestDatabase } from './databases';
import { jpegFixture, pngFixture } from './helpers/fixture-images';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, TEST_PUBLIC_URL, type StartedServer } from './helpers/start-server';

/** Step 4 e-KYC matching through the sandbox (its file-name switches), the attempt limit, and the QR hand-off. */

describe.each(testDatabases())('kyc matching and hand-off on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { EKYC_SANDBOX_DELAY_MS: '0' } });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function newClient(currentStep = 4) {
    seq += 1;
    const email = `kyc${seq}@example.com`;
    const c = await createTestClient(database.db, { email, currentStep });
    return { ...c, token: (await server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }

  async function upload(token: string, documentType: string, name: string, idType = 'MYKAD') {
    const form = new FormData();
    form.append('idType', idType);
    form.append('documentType', documentType);
    const data = name.endsWith('.png') ? pngFixture(24 * 1024, 16, [seq * 10, 50, 90]) : jpegFixture();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const response = await server.fetch(ApiPaths.registration.saveClientDocumentMobile, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function uploadAll(token: string, names: { front?: string; back?: string; selfie?: string } = {}) {
    await upload(token, 'ID_FRONT', names.front ?? 'front.png');
    await upload(token, 'ID_BACK', names.back ?? 'back.png');
    await upload(token, 'SELFIE', names.selfie ?? 'selfie.jpg');
  }

  const match = (token: string) =>
    server.fetch(ApiPaths.registration.saveClientDocumentMatchingMobile, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{}',
    });

  async function matchResult(token: string) {
    const response = await match(token);
    expect(response.status).toBe(200);
    return documentMatchingResponseSchema.parse(await response.json()).result;
  }

  async function summary(token: string) {
    const response = await server.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(token) });
    return clientLoginSummaryResponseSchema.parse(await response.json()).result;
  }

  it('passes good documents with a score ≥ 0.9 and moves the client to step 5', async () => {
    const c = await newClient();
    await uploadAll(c.token);
    const result = await matchResult(c.token);
    expect(result).toMatchObject({
      passed: true,
      reason: null,
      nextAction: 'CONTINUE',
      attemptsUsed: 1,
      attemptsLeft: 4,
      currentStep: 5,
      sandbox: true,
    });
    expect(result.score).toBeGreaterThanOrEqual(0.9);
    expect((await summary(c.token)).currentStep).toBe(5);
    // Asking again does not use another attempt.
    expect(await matchResult(c.token)).toMatchObject({ passed: true, attemptsUsed: 1 });

    const info = await server.fetch(ApiPaths.registration.getClientLiveDetectionInfoByClientId, {
      headers: bearer(c.token),
    });
    expect(liveDetectionInfoResponseSchema.parse(await info.json()).result).toMatchObject({
      passed: true,
      attemptsUsed: 1,
      attemptsLeft: 4,
      maxAttempts: 5,
      locked: false,
      selfieUploaded: true,
      lastAttempt: { passed: true, nextAction: 'CONTINUE' },
    });
  });

  it.each([
    ['blurry ID', { front: 'blurry-front.png' }, 'DOCUMENT_UNREADABLE', 'RETAKE_ID'],
    ['no face in the selfie', { selfie: 'noface.jpg' }, 'LIVENESS_FAILED', 'RETAKE_SELFIE'],
    ['a face mismatch', { selfie: 'selfie-mismatch.jpg' }, 'FACE_MISMATCH', 'RETAKE_ID'],
  ] as const)('fails on %s with the right reason and next action', async (_name, names, reason, nextAction) => {
    const c = await newClient();
    await uploadAll(c.token, names);
    const result = await matchResult(c.token);
    expect(result).toMatchObject({ passed: false, reason, nextAction, attemptsLeft: 4, currentStep: 4 });
    expect(result.message.length).toBeGreaterThan(20);
    if (reason === 'FACE_MISMATCH') expect(result.score).toBeLessThan(0.5);
    expect((await summary(c.token)).currentStep).toBe(4);
  });

  it('answers 409 when a required document is missing (no attempt used)', async () => {
    const c = await newClient();
    await upload(c.token, 'ID_FRONT', 'front.png');
    const response = await match(c.token);
    expect(response.status).toBe(409);
    expect(errorBodySchema.parse(await response.json()).code).toBe('KYC_DOCUMENTS_MISSING');
    // A passport needs no back page.
    await upload(c.token, 'ID_FRONT', 'passport.png', 'PASSPORT');
    await upload(c.token, 'SELFIE', 'selfie.jpg', 'PASSPORT');
    expect((await matchResult(c.token)).passed).toBe(true);
  });

  it('allows 5 attempts, then refuses until staff reset them (audit-logged)', async () => {
    const c = await newClient();
    await uploadAll(c.token, { selfie: 'mismatch.jpg' });
    for (let i = 1; i <= 5; i += 1) {
      expect(await matchResult(c.token)).toMatchObject({ passed: false, attemptsUsed: i, attemptsLeft: 5 - i });
    }
    const refused = await match(c.token);
    expect(refused.status).toBe(409);
    const body = errorBodySchema.parse(await refused.json());
    expect(body.code).toBe('KYC_ATTEMPTS_EXHAUSTED');
    expect(body.result).toMatch(/all 5 verification attempts/);
    const info = await server.fetch(ApiPaths.registration.getClientLiveDetectionInfoByClientId, {
      headers: bearer(c.token),
    });
    expect(liveDetectionInfoResponseSchema.parse(await info.json()).result).toMatchObject({
      locked: true,
      attemptsLeft: 0,
    });

    // A client cannot reset; staff can.
    const byClient = await server.fetch(ApiPaths.backoffice.resetKycAttempts(c.clientId), {
      method: 'POST',
      headers: bearer(c.token),
    });
    expect(byClient.status).toBe(403);
    const reset = await server.fetch(ApiPaths.backoffice.resetKycAttempts(c.clientId), {
      method: 'POST',
      headers: bearer(staffToken),
    });
    expect(reset.status).toBe(200);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.resetAttempts'), eq(auditLog.subjectId, String(c.clientId))));
    expect(audit).toHaveLength(1);

    await upload(c.token, 'SELFIE', 'selfie-good.jpg');
    await upload(c.token, 'ID_FRONT', 'front-good.png');
    expect(await matchResult(c.token)).toMatchObject({ passed: true, attemptsUsed: 1 });
  });

  it('cannot run before step 4 or after submission (409)', async () => {
    const early = await newClient(3);
    const response = await match(early.token);
    expect(response.status).toBe(409);
    expect(errorBodySchema.parse(await response.json()).code).toBe('STEP_NOT_REACHED');
  });

  describe('QR hand-off', () => {
    const redeem = (code: string) =>
      server.fetch(ApiPaths.registration.handoffRedeem, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });

    it('issues a 10-minute code, redeemable once, for a one-time login ticket', async () => {
      const c = await newClient();
      const created = await server.fetch(ApiPaths.registration.handoff, { method: 'POST', headers: bearer(c.token) });
      expect(created.status).toBe(200);
      const handoff = handoffResponseSchema.parse(await created.json()).result;
      expect(handoff.url).toBe(`${TEST_PUBLIC_URL}/registration?handoff=${handoff.code}`);
      const ttl = new Date(handoff.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(590_000);
      expect(ttl).toBeLessThanOrEqual(600_000);

      const first = await redeem(handoff.code);
      expect(first.status).toBe(200);
      const redeemed = handoffRedeemResponseSchema.parse(await first.json()).result;
      expect(redeemed).toMatchObject({ clientId: c.clientId, emailAddress: c.email, currentStep: 4 });

      const again = await redeem(handoff.code);
      expect(again.status).toBe(400);
      expect(errorBodySchema.parse(await again.json()).code).toBe('HANDOFF_INVALID');

      // The identity hook consumes the ticket exactly once.
      expect(await consumeLoginTicket(database.db, redeemed.ticket)).toEqual({
        userId: c.userId,
        clientId: c.clientId,
      });
      expect(await consumeLoginTicket(database.db, redeemed.ticket)).toBeNull();
    });

    it('refuses an expired code and turns the refresh button on; a new code retires the old one', async () => {
      const c = await newClient();
      const create = async () =>
        handoffResponseSchema.parse(
          await (
            await server.fetch(ApiPaths.registration.handoff, { method: 'POST', headers: bearer(c.token) })
          ).json(),
        ).result;
      const old = await create();
      const fresh = await create();
      expect((await redeem(old.code)).status).toBe(400);

      await database.db
        .update(registrationHandoffs)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(registrationHandoffs.clientId, c.clientId));
      expect((await redeem(fresh.code)).status).toBe(400);
      expect((await summary(c.token)).isQRrefreshButtonEnable).toBe(true);

      const refreshed = await create();
      expect((await summary(c.token)).isQRrefreshButtonEnable).toBe(false);
      expect((await redeem(refreshed.code)).status).toBe(200);
    });

    it('refuses a malformed code (400) and non-DRAFT clients (409)', async () => {
      expect((await redeem('short')).status).toBe(400);
      const pending = await createTestClient(database.db, {
        email: 'pending.handoff@example.com',
        status: 'PENDING',
        currentStep: 10,
      });
      const token = (await server.login(pending.email, TEST_CLIENT_PASSWORD)).access_token;
      const response = await server.fetch(ApiPaths.registration.handoff, { method: 'POST', headers: bearer(token) });
      expect(response.status).toBe(409);
    });
  });
});
