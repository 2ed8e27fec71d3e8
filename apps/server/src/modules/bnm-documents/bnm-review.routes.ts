import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bnmApproveRequestSchema,
  bnmDocumentIdParamsSchema,
  bnmDocumentResponseSchema,
  bnmRejectRequestSchema,
  bnmReviewQueueResponseSchema,
} from '@harta/contracts/schemas/bnm-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requestActor } from '../../plugins/auth/caller';
import { approveBnmDocument, bnmReviewQueue, rejectBnmDocument } from './bnm-documents.service';

const tags = ['Back office'];
const idParams = bnmDocumentIdParamsSchema;

/**
 * Staff review of central-bank approval documents (docs/account.md): the queue of documents awaiting review,
 * approval for the period the approval covers (it then lifts the client's foreign-currency limit on those days),
 * rejection with a reason (the client then sees the rejected-documents notice). Both decisions are audit-logged.
 */
export const bnmReviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ApiPaths.backofficeBnm.queue,
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags,
        summary: 'Central-bank approval documents awaiting review, oldest first',
        response: { 200: bnmReviewQueueResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await bnmReviewQueue(db) };
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeBnm.approve, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags,
        summary: 'Approve a document for the period it covers (YYYY-MM-DD, both days included); audit-logged',
        params: idParams,
        body: bnmApproveRequestSchema,
        response: { 200: bnmDocumentResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await approveBnmDocument(db, request.params.id, request.body, requestActor(request)),
    }),
  );

  app.post(
    routePattern(ApiPaths.backofficeBnm.reject, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags,
        summary: 'Reject a document with a reason (the client sees the rejected-documents notice); audit-logged',
        params: idParams,
        body: bnmRejectRequestSchema,
        response: { 200: bnmDocumentResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await rejectBnmDocument(db, request.params.id, request.body.reason, requestActor(request)),
    }),
  );
};
