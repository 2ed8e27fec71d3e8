import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  dataExportResponseSchema,
  dataRightsOverviewResponseSchema,
  erasureRequestResponseSchema,
} from '@harta/contracts/schemas/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePattern } from '../../http/route-pattern';
import { requestActor, requireClient } from '../../plugins/auth/caller';
import { downloadExport, requestExport, type DataExportDeps } from './data-export.service';
import { findClientRequests, toDataExport, toErasureRequest } from './data-requests.repository';
import { readDataRightsParameters } from './data-rights-parameters';
import type { ExportDispatcher } from './export-dispatcher';
import { requestErasure } from './erasure.service';

export interface DataRightsRoutesOptions {
  deps: DataExportDeps;
  dispatcher: ExportDispatcher;
  now?: () => Date;
}

const TAG = 'Personal data';
const idParams = z.object({ id: z.string().max(64) });

/**
 * The client's personal-data requests (docs/account.md "Your data"). The token decides the client: a request id
 * of another client answers 404 like a missing one, and a `clientId` anywhere in the request that is not the
 * caller's is refused by the auth plugin (403 NOT_OWNER).
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRoutesOptions> = async (
  app,
  { deps, dispatcher, now = () => new Date() },
) => {
  const { db } = deps;

  app.get(
    ApiPaths.dataRights.overview,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: "The caller's copies of their data (newest first), their erasure request and the periods that apply",
        response: { 200: dataRightsOverviewResponseSchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const [exports, erasures, parameters] = await Promise.all([
        findClientRequests(db, client.clientId, 'EXPORT'),
        findClientRequests(db, client.clientId, 'ERASURE'),
        readDataRightsParameters(db),
      ]);
      return {
        result: {
          exports: exports.slice(0, 10).map(toDataExport),
          erasure: erasures[0] ? toErasureRequest(erasures[0]) : null,
          ...parameters,
        },
      };
    },
  );

  app.post(
    ApiPaths.dataRights.requestExport,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Ask for a copy of everything held about you: prepared in the background, e-mailed when ready',
        response: {
          202: dataExportResponseSchema,
          409: errorBodySchema.describe('EXPORT_IN_PROGRESS: a copy is already being prepared.'),
          429: errorBodySchema.describe('EXPORT_DAILY_LIMIT: the copies allowed in 24 hours were asked for.'),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const { view, requestId } = await requestExport(db, client.clientId, requestActor(request), now());
      await dispatcher.dispatch(requestId).catch((err: unknown) => {
        // The job's sweep picks it up on its next run: the request is recorded either way.
        request.log.warn({ err, requestId }, 'data export: the job could not be queued now');
      });
      return reply.code(202).send({ result: view });
    },
  );

  app.get(
    routePattern(ApiPaths.dataRights.download, 'id'),
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Download your copy (a ZIP), until it expires; audited',
        params: idParams,
        produces: ['application/zip'],
        response: {
          200: z.any().describe('The ZIP file (application/zip).'),
          404: errorBodySchema.describe("No such copy of yours (another client's id answers the same)."),
          409: errorBodySchema.describe('EXPORT_NOT_READY: not ready yet, or expired.'),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const file = await downloadExport(deps, client.clientId, request.params.id, requestActor(request), now());
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );

  app.post(
    ApiPaths.dataRights.requestErasure,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary:
          'Ask for your personal data to be erased: carried out once the financial records have been kept for the period the law requires after closure',
        response: {
          201: erasureRequestResponseSchema,
          409: errorBodySchema.describe('ERASURE_ALREADY_REQUESTED'),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const result = await requestErasure({ db, mailer: deps.mailer }, client.clientId, requestActor(request), now());
      return reply.code(201).send({ result });
    },
  );
};
