import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  dismissNoticeRequestSchema,
  dismissNoticeResponseSchema,
  noticesResponseSchema,
  updateSpouseIdRequestSchema,
} from '@harta/contracts/schemas/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requestActor, requireClient } from '../../plugins/auth/caller';
import type { BnmDocumentsPort } from './bnm-documents-port';
import { createNoticesService } from './notices.service';

export interface NoticesRoutesOptions {
  db: Db;
  /** Rejected BNM documents (issue #13 item 4): modules/bnm-documents `bnmDocumentsNotices`. */
  bnm: BnmDocumentsPort;
  now?: () => Date;
}

const tags = ['Notices'];

/**
 * The notices of spec section 2 (issue #13 item 3, docs/account.md "Notices"): the app asks after login and on
 * the dashboard. Everything is the caller's own: the token decides the client, no id is taken from the request.
 */
export const noticesRoutes: FastifyPluginAsyncZod<NoticesRoutesOptions> = async (app, options) => {
  const service = createNoticesService(options);

  app.get(
    ApiPaths.notices.list,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'The notices that apply to the caller now, most pressing first (each mandatory or informational)',
        response: { 200: noticesResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await service.list(requireClient(request)) };
    },
  );

  app.post(
    ApiPaths.notices.dismiss,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Dismiss an informational notice for good (it is not shown again)',
        body: dismissNoticeRequestSchema,
        response: {
          200: dismissNoticeResponseSchema,
          404: errorBodySchema.describe('No such notice applies to the caller now.'),
          409: errorBodySchema.describe('NOTICE_MANDATORY: a mandatory notice returns until resolved.'),
        },
      },
    },
    async (request) => {
      await service.dismiss(requireClient(request), request.body.noticeId);
      return { result: { noticeId: request.body.noticeId } };
    },
  );

  app.post(
    ApiPaths.notices.spouseId,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Update a married client's spouse NRIC or passport from its notice (spec section 5); audit-logged",
        description:
          'Validated with the section 5 rules (issues carry the message keys spouseNric.*). Answers { status, errorMessage } like every profile update; status false when the client is not married.',
        body: updateSpouseIdRequestSchema,
        response: { 200: profileUpdateResultSchema },
      },
    },
    async (request) => service.updateSpouseId(requireClient(request), request.body.spouseNric, requestActor(request)),
  );
};
