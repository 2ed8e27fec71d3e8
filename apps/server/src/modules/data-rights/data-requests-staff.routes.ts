import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { dataRequestListResponseSchema, erasureRequestResponseSchema } from '@harta/contracts/schemas/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requestActor } from '../../plugins/auth/caller';
import type { FileStore } from '../files/file-store';
import type { Mailer } from '../mail/mail-service';
import { listRequests, toDataRequestItem } from './data-requests.repository';
import { carryOutErasure, requestErasure, scheduleClosedAccounts } from './erasure.service';

export interface DataRequestsStaffRoutesOptions {
  db: Db;
  fileStore: FileStore;
  mailer: Mailer;
  now?: () => Date;
}

const tags = ['Back office'];
/** Personal-data requests are the compliance officer's (docs/backoffice.md "Staff roles"). */
const config = { auth: 'staff', staffRoles: ['compliance'] } as const;

/**
 * The back office's "Data requests" (docs/operations.md "Personal-data requests"): every request with its status
 * and the export's progress, recording an erasure request for a closed client, and carrying out a due erasure.
 */
export const dataRequestsStaffRoutes: FastifyPluginAsyncZod<DataRequestsStaffRoutesOptions> = async (
  app,
  { db, fileStore, mailer, now = () => new Date() },
) => {
  app.get(
    ApiPaths.backofficeDataRequests.list,
    {
      config,
      schema: {
        tags,
        summary: 'Every personal-data request, newest first: exports with their progress, erasures with their due date',
        response: { 200: dataRequestListResponseSchema },
      },
    },
    async () => {
      await scheduleClosedAccounts(db);
      const at = now();
      const rows = await listRequests(db);
      return { result: rows.map(({ row, clientName }) => toDataRequestItem(row, clientName, at)) };
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeDataRequests.recordErasure, 'clientId'),
    {
      config,
      schema: {
        tags,
        summary:
          'Record an erasure request a client sent another way (a closed account cannot log in); scheduled for the end of the retention period; audited',
        params: z.object({ clientId: z.coerce.number().int().positive() }),
        response: {
          201: erasureRequestResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema.describe('ERASURE_ALREADY_REQUESTED'),
        },
      },
    },
    async (request, reply) => {
      const result = await requestErasure({ db, mailer }, request.params.clientId, requestActor(request), now());
      return reply.code(201).send({ result });
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeDataRequests.erase, 'id'),
    {
      config,
      schema: {
        tags,
        summary:
          "Carry out a due erasure: the client's personal data anonymised, the financial records and the audit trail kept; audited",
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: erasureRequestResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema.describe('ERASURE_NOT_CLOSED, ERASURE_NOT_DUE (with the date) or ERASURE_DONE.'),
        },
      },
    },
    async (request) => ({
      result: await carryOutErasure(
        { db, fileStore, log: request.log },
        request.params.id,
        requestActor(request),
        now(),
      ),
    }),
  );
};
