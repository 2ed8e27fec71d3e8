import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import {
  biometricLoginResponseSchema,
  deviceIntegrityResponseSchema,
  deviceListResponseSchema,
  deviceResponseSchema,
  registerDeviceResponseSchema,
  type RegisteredDevice,
} from '@harta/contracts/schemas/native';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { users } from '../src/db/schema/identity';
import { hashPassword } from '../src/identity/passwords';
import { setLockoutState } from '../src/identity/test-harness';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer, type TokenSet } from './helpers/start-server';

/**
 * The device-bound biometric credential (ADR 0002) and device integrity (issue #4), over real logins: enable on a
 * device, exchange the credential for a normal token set, revoke (client or staff), rooted devices refused.
 */

const PASSWORD = 'Demo@1234';
const newInstallId = () => randomUUID().replaceAll('-', '');

describe.each(testDatabases())('devices on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let demo: string;
  let draft: string;
  let staff: string;
  let demoClientId: number;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    [demo, draft, staff] = await Promise.all([
      server.login('demo@example.com', PASSWORD).then((t) => t.access_token),
      server.login('draft@example.com', PASSWORD).then((t) => t.access_token),
      server.login('staff@example.com', 'Staff@1234').then((t) => t.access_token),
    ]);
    const summary = await server.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(demo) });
    demoClientId = clientLoginSummaryResponseSchema.parse(await summary.json()).result.clientId;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const json = (method: string, path: string, body: unknown, token?: string) =>
    server.fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? bearer(token) : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function enable(token: string, installId = newInstallId()): Promise<RegisteredDevice & { installId: string }> {
    const response = await json(
      'POST',
      ApiPaths.devices.register,
      { installId, platform: 'android', name: 'Pixel 8 (Android 15)', biometryType: 'fingerprint' },
      token,
    );
    expect(response.status).toBe(201);
    return { ...registerDeviceResponseSchema.parse(await response.json()).result, installId };
  }

  const biometricLogin = (device: { deviceId: string; deviceSecret: string; installId: string }) =>
    json('POST', ApiPaths.devices.biometricLogin, {
      deviceId: device.deviceId,
      deviceSecret: device.deviceSecret,
      installId: device.installId,
    });

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(errorBodySchema.parse(await response.json()).code).toBe(code);
  }

  it('enabling needs a client token', async () => {
    const body = { installId: newInstallId(), platform: 'ios', name: 'iPhone', biometryType: 'face id' };
    expect((await json('POST', ApiPaths.devices.register, body)).status).toBe(401);
    expect((await json('POST', ApiPaths.devices.register, body, staff)).status).toBe(403);
    await expectError(
      await json('POST', ApiPaths.devices.register, { ...body, biometryType: 'retina' }, demo),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('exchanges the device credential for a normal session: API token, rotating refresh token, ID token', async () => {
    const device = await enable(demo);
    expect(device.deviceSecret.length).toBeGreaterThanOrEqual(43);

    const response = await biometricLogin(device);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = biometricLoginResponseSchema.parse(await response.json()).result;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access', 'harta-api']));

    // The access token works on the API like a password login's.
    const summary = await server.fetch(ApiPaths.registration.getClientLoginById, {
      headers: bearer(tokens.access_token),
    });
    expect(summary.status).toBe(200);
    expect(clientLoginSummaryResponseSchema.parse(await summary.json()).result.emailAddress).toBe('demo@example.com');
    const claims = await server.identity.verifyAccessToken(tokens.access_token);
    expect(claims.role).toEqual(['c']);
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ sub: claims.sub, email: 'demo@example.com', aud: 'harta-app' });

    // The refresh token rotates through the identity server's ordinary refresh grant.
    const refreshed: TokenSet = await server.refresh(tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // A retry of the spent token within the grace gets the same successor, not a second one (docs/security.md).
    expect((await server.refresh(tokens.refresh_token!)).refresh_token).toBe(refreshed.refresh_token);

    // The secret never leaves the server again; the list shows when the device was last used.
    const list = await server.fetch(ApiPaths.devices.list, { headers: bearer(demo) });
    const devices = deviceListResponseSchema.parse(await list.json()).result;
    const listed = devices.find((d) => d.deviceId === device.deviceId)!;
    expect(listed).toMatchObject({ clientId: demoClientId, platform: 'android', biometryType: 'fingerprint' });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(devices)).not.toContain(device.deviceSecret);
  });

  it('refuses a wrong secret, another installation and an unknown device alike (401)', async () => {
    const device = await enable(demo);
    await expectError(
      await biometricLogin({ ...device, deviceSecret: `${device.deviceSecret.slice(0, -2)}xx` }),
      401,
      'DEVICE_CREDENTIAL_INVALID',
    );
    await expectError(await biometricLogin({ ...device, installId: newInstallId() }), 401, 'DEVICE_CREDENTIAL_INVALID');
    await expectError(await biometricLogin({ ...device, deviceId: randomUUID() }), 401, 'DEVICE_CREDENTIAL_INVALID');
    expect((await biometricLogin(device)).status).toBe(200);
  });

  it('enabling again on the same installation replaces the previous credential', async () => {
    const installId = newInstallId();
    const first = await enable(demo, installId);
    const second = await enable(demo, installId);
    await expectError(await biometricLogin(first), 401, 'DEVICE_CREDENTIAL_INVALID');
    expect((await biometricLogin(second)).status).toBe(200);
    const devices = deviceListResponseSchema.parse(
      await (await server.fetch(ApiPaths.devices.list, { headers: bearer(demo) })).json(),
    ).result;
    expect(devices.find((d) => d.deviceId === first.deviceId)).toMatchObject({
      revokedBy: 'system',
      revokeReason: 'replaced',
    });
  });

  it('the client revokes a device: no more biometric logins, and the session it started ends', async () => {
    const device = await enable(demo);
    const tokens = biometricLoginResponseSchema.parse(await (await biometricLogin(device)).json()).result;

    // Another client may not touch it.
    await expectError(
      await json('DELETE', ApiPaths.devices.revoke(device.deviceId), undefined, draft),
      403,
      'NOT_OWNER',
    );

    const response = await json('DELETE', ApiPaths.devices.revoke(device.deviceId), undefined, demo);
    expect(response.status).toBe(200);
    expect(deviceResponseSchema.parse(await response.json()).result).toMatchObject({ revokedBy: 'client' });
    await expectError(await biometricLogin(device), 401, 'DEVICE_CREDENTIAL_INVALID');
    await expect(server.refresh(tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
    expect((await json('DELETE', ApiPaths.devices.revoke(randomUUID()), undefined, demo)).status).toBe(404);
  });

  it('staff list a named client’s devices and revoke one (audited)', async () => {
    const device = await enable(demo);
    await expectError(await server.fetch(ApiPaths.devices.list, { headers: bearer(staff) }), 400, 'VALIDATION_ERROR');
    const list = await server.fetch(`${ApiPaths.devices.list}?clientId=${demoClientId}`, { headers: bearer(staff) });
    expect(list.status).toBe(200);
    expect(deviceListResponseSchema.parse(await list.json()).result.map((d) => d.deviceId)).toContain(device.deviceId);
    // A client may not list someone else's.
    await expectError(
      await server.fetch(`${ApiPaths.devices.list}?clientId=${demoClientId}`, { headers: bearer(draft) }),
      403,
      'NOT_OWNER',
    );

    const response = await json('DELETE', ApiPaths.devices.revoke(device.deviceId), undefined, staff);
    expect(response.status).toBe(200);
    expect(deviceResponseSchema.parse(await response.json()).result).toMatchObject({
      revokedBy: 'staff',
      revokeReason: 'staff:staff@example.com',
    });
    await expectError(await biometricLogin(device), 401, 'DEVICE_CREDENTIAL_INVALID');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.revoke'), eq(auditLog.subjectId, device.deviceId)));
    expect(audits).toHaveLength(1);
  });

  it('a rooted report is stored and sticks: devices revoked, no enrolment or biometric login', async () => {
    const device = await enable(demo);
    const report = (rooted: boolean) =>
      json('POST', ApiPaths.devices.integrity, { installId: device.installId, platform: 'android', rooted });

    const clean = await report(false);
    expect(deviceIntegrityResponseSchema.parse(await clean.json()).result.allowed).toBe(true);
    expect((await biometricLogin(device)).status).toBe(200);

    const rooted = await report(true);
    expect(deviceIntegrityResponseSchema.parse(await rooted.json()).result.allowed).toBe(false);
    await expectError(await biometricLogin(device), 403, 'DEVICE_COMPROMISED');
    // A later "clean" report does not clear it: the device's own word is not enough.
    expect(deviceIntegrityResponseSchema.parse(await (await report(false)).json()).result.allowed).toBe(false);
    await expectError(
      await json(
        'POST',
        ApiPaths.devices.register,
        { installId: device.installId, platform: 'android', name: 'Pixel', biometryType: 'fingerprint' },
        demo,
      ),
      403,
      'DEVICE_COMPROMISED',
    );
    const listed = deviceListResponseSchema
      .parse(await (await server.fetch(ApiPaths.devices.list, { headers: bearer(demo) })).json())
      .result.find((d) => d.deviceId === device.deviceId);
    expect(listed).toMatchObject({ revokedBy: 'system', revokeReason: 'rooted' });
  });

  it('refuses a locked account and a suspended client, whose credential is otherwise valid', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'bio-suspend@example.com', passwordHash: await hashPassword(PASSWORD), roles: ['c'] })
      .returning();
    await database.db.insert(clients).values({
      userId: user!.id,
      emailAddress: 'bio-suspend@example.com',
      givenName: 'Bio',
      status: 'ACTIVE',
      currentStep: 10,
    });
    const token = (await server.login('bio-suspend@example.com', PASSWORD)).access_token;
    const device = await enable(token);
    expect((await biometricLogin(device)).status).toBe(200);

    await setLockoutState(database.db, 'bio-suspend@example.com', {
      failedLoginCount: 3,
      lockedUntil: new Date(Date.now() + 60_000),
    });
    await expectError(await biometricLogin(device), 403, 'ACCOUNT_LOCKED');

    await setLockoutState(database.db, 'bio-suspend@example.com', { failedLoginCount: 0, lockedUntil: null });
    await database.db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.userId, user!.id));
    await expectError(await biometricLogin(device), 403, 'ACCOUNT_STATUS');
  });

  it('validates the integrity report', async () => {
    await expectError(
      await json('POST', ApiPaths.devices.integrity, { installId: 'short', platform: 'android', rooted: true }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
