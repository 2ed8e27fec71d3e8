import { ApiPaths } from '@harta/contracts/paths';
import {
  appVersionListResponseSchema,
  appVersionRecordResponseSchema,
  mobileAppVersionResponseSchema,
  mobilePlatformSchema,
  updateAppVersionRequestSchema,
} from '@harta/contracts/schemas/native';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import { createAppVersionService } from './app-version.service';

export interface AppVersionRoutesOptions {
  db: Db;
  /** This server's release (package.json): the default `latest` until staff save a record. */
  currentVersion: string;
}

const platformParams = z.object({ platform: mobilePlatformSchema });

/**
 * The app-update check (spec section 7: GET /api/ClientProfile/getMobileAppVersion/{ios|android}), public because
 * the app checks before anyone logs in, and the staff side that edits the record.
 */
export const appVersionRoutes: FastifyPluginAsyncZod<AppVersionRoutesOptions> = async (app, options) => {
  const service = createAppVersionService(options.db, options.currentVersion);

  app.get(
    // ApiPaths.ClientProfile.getMobileAppVersion(platform) as a route pattern.
    '/api/ClientProfile/getMobileAppVersion/:platform',
    {
      schema: {
        tags: ['App version'],
        summary: 'Latest app version, store address, blacklisted versions and the update alerts of one platform',
        params: platformParams,
        response: { 200: mobileAppVersionResponseSchema },
      },
    },
    async (request, reply) => {
      // Staff edits must reach the next app start.
      reply.header('cache-control', 'no-cache');
      return { result: await service.info(request.params.platform) };
    },
  );

  app.get(
    ApiPaths.appVersions.list,
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags: ['App version'],
        summary: 'Staff: the version records of both platforms',
        response: { 200: appVersionListResponseSchema },
      },
    },
    async () => ({ result: await service.records() }),
  );

  app.put(
    '/api/app-versions/:platform',
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags: ['App version'],
        summary: "Staff: replace a platform's version record (audited)",
        params: platformParams,
        body: updateAppVersionRequestSchema,
        response: { 200: appVersionRecordResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await service.update(request.params.platform, request.body, {
        userId: user.sub,
        email: user.email ?? null,
        requestId: request.id,
      });
      return { result };
    },
  );
};
