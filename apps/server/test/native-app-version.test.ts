import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  appVersionListResponseSchema,
  appVersionRecordResponseSchema,
  mobileAppVersionResponseSchema,
  type UpdateAppVersionRequest,
} from '@harta/contracts/schemas/native';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { auditLog } from '../src/db/schema/audit';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Spec section 7: GET /api/ClientProfile/getMobileAppVersion/{ios|android} (public: the app checks before login),
 * and the staff-only record behind it (issue #4).
 */

const edit: UpdateAppVersionRequest = {
  latest: '1.10.0',
  url: 'https://play.google.com/store/apps/details?id=my.harta.app',
  blacklist: ['1.0.0', '1.9.9', '1.0.0'],
  alerts: {
    mandatory: { title: 'Please update', text: 'This version is no longer supported.' },
    optional: { title: 'New version', text: 'Version 1.10.0 is out.' },
  },
};

describe.each(testDatabases())('mobile app version on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staff: string;
  let client: string;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    [staff, client] = await Promise.all([
      server.login('staff@example.com', 'Staff@1234').then((t) => t.access_token),
      server.login('demo@example.com', 'Demo@1234').then((t) => t.access_token),
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const put = (platform: 'ios' | 'android', body: unknown, token = staff) =>
    server.fetch(ApiPaths.appVersions.update(platform), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    });

  it('answers anyone with the defaults until staff save a record: this release is the latest', async () => {
    for (const platform of ['ios', 'android'] as const) {
      const response = await server.fetch(ApiPaths.ClientProfile.getMobileAppVersion(platform));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const { result } = mobileAppVersionResponseSchema.parse(await response.json());
      expect(result.latest).toBe(packageJson.version);
      expect(result.blacklist).toEqual([]);
      expect(result.url).toMatch(/^https:\/\//);
      expect(result.alerts.mandatory.title).toBe('Update required');
      expect(result.alerts.optional.title).toBe('Update available');
    }
  });

  it('refuses an unknown platform', async () => {
    const response = await server.fetch('/api/ClientProfile/getMobileAppVersion/windows');
    expect(response.status).toBe(400);
  });

  it('lets only staff read and edit the records', async () => {
    expect((await server.fetch(ApiPaths.appVersions.list)).status).toBe(401);
    expect((await server.fetch(ApiPaths.appVersions.list, { headers: bearer(client) })).status).toBe(403);
    expect((await put('android', edit, client)).status).toBe(403);
    const list = await server.fetch(ApiPaths.appVersions.list, { headers: bearer(staff) });
    expect(list.status).toBe(200);
    const { result } = appVersionListResponseSchema.parse(await list.json());
    expect(result.map((r) => r.platform)).toEqual(['android', 'ios']);
    expect(result.every((r) => r.updatedAt === null)).toBe(true);
  });

  it('saves a staff edit (duplicates dropped), answers it publicly and audits it', async () => {
    const response = await put('android', edit);
    expect(response.status).toBe(200);
    const { result } = appVersionRecordResponseSchema.parse(await response.json());
    expect(result).toMatchObject({ platform: 'android', latest: '1.10.0', blacklist: ['1.0.0', '1.9.9'] });
    expect(result.updatedBy).toBe('staff@example.com');

    const publicAnswer = mobileAppVersionResponseSchema.parse(
      await (await server.fetch(ApiPaths.ClientProfile.getMobileAppVersion('android'))).json(),
    );
    expect(publicAnswer.result).toEqual({
      latest: '1.10.0',
      url: edit.url,
      blacklist: ['1.0.0', '1.9.9'],
      alerts: edit.alerts,
    });
    // The other platform keeps its defaults.
    const ios = mobileAppVersionResponseSchema.parse(
      await (await server.fetch(ApiPaths.ClientProfile.getMobileAppVersion('ios'))).json(),
    );
    expect(ios.result.latest).toBe(packageJson.version);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'app-version.update'), eq(auditLog.subjectId, 'android')));
    expect(audits).toHaveLength(1);

    // A second save replaces the record.
    expect((await put('android', { ...edit, latest: '1.11.0' })).status).toBe(200);
    const again = mobileAppVersionResponseSchema.parse(
      await (await server.fetch(ApiPaths.ClientProfile.getMobileAppVersion('android'))).json(),
    );
    expect(again.result.latest).toBe('1.11.0');
  });

  it.each([
    ['a version that is not dotted numbers', { ...edit, latest: 'v2' }, 'validation.appVersion'],
    ['a blacklisted latest version', { ...edit, blacklist: ['1.10.0'] }, 'validation.latestBlacklisted'],
    ['a non-https store address', { ...edit, url: 'http://example.com/app' }, 'validation.storeUrl'],
    [
      'an empty alert title',
      { ...edit, alerts: { ...edit.alerts, optional: { title: ' ', text: 'x' } } },
      'validation.required',
    ],
  ])('refuses %s', async (_name, body, message) => {
    const response = await put('ios', body);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(await response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((i) => i.message)).toContain(message);
  });
});
