import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  closeAccountResponseSchema,
  closureFlagRequestSchema,
  closureFlagResponseSchema,
} from '@harta/contracts/schemas/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requestActor } from '../../plugins/auth/caller';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { closureFlagDraft, closureLiftDraft, registerClosureApprovals } from './closure-approvals';
import { closeFlaggedAccount, readClosureFlag } from './closure.service';

export interface ClosureRoutesOptions {
  db: Db;
  approvals: Approvals;
  now?: () => Date;
}

const tags = ['Back office'];
const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

/**
 * Staff side of the closure notices (issue #13 item 3, docs/account.md "Notices"): flag a politically exposed or
 * restricted-country client (they may then only withdraw and see the closure notice), lift the flag, and close
 * the account once it is empty. Every change is audit-logged. Setting and lifting the flag go through four eyes
 * (docs/backoffice.md "Four eyes"): 202 with the request, or 200 at once when the firm turned it off.
 */
export const closureRoutes: FastifyPluginAsyncZod<ClosureRoutesOptions> = async (
  app,
  { db, approvals, now = () => new Date() },
) => {
  registerClosureApprovals(approvals);
  const sentForApproval = sentForApprovalResponseSchema.describe('Sent for approval: nothing has changed yet.');
  const flagPath = routePattern(ApiPaths.backofficeClosure.flag, 'clientId');

  app.get(
    flagPath,
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'operations', 'compliance'] },
      schema: {
        tags,
        summary: "A client's closure flag (PEP / restricted country), or null",
        params: clientIdParams,
        response: { 200: closureFlagResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ result: await readClosureFlag(db, request.params.clientId) }),
  );

  app.put(
    flagPath,
    {
      config: { auth: 'staff', staffRoles: ['compliance'] },
      schema: {
        tags,
        summary:
          'Flag a client for closure (four eyes): once approved they may only withdraw and see the closure notice; audit-logged',
        params: clientIdParams,
        body: closureFlagRequestSchema,
        response: { 200: closureFlagResponseSchema, 202: sentForApproval, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const draft = await closureFlagDraft(db, request.params.clientId, request.body);
      const answer = await approvals.submit(request, draft);
      return sendIdempotent(reply, answer);
    },
  );

  app.delete(
    flagPath,
    {
      config: { auth: 'staff', staffRoles: ['compliance'] },
      schema: {
        tags,
        summary:
          'Lift a closure flag (four eyes): once approved deposits, transfers and new portfolios open again; audit-logged',
        params: clientIdParams,
        response: { 200: closureFlagResponseSchema, 202: sentForApproval, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const draft = await closureLiftDraft(db, request.params.clientId);
      const answer = await approvals.submit(request, draft);
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeClosure.close, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['compliance'] },
      schema: {
        tags,
        summary: "Close a flagged client's account (status CLOSE) once every balance is zero; audit-logged",
        params: clientIdParams,
        response: {
          200: closeAccountResponseSchema,
          404: errorBodySchema.describe('No such client, or the client is not flagged for closure.'),
          409: errorBodySchema.describe('BALANCE_NOT_ZERO: money held or on the way; or already closed.'),
        },
      },
    },
    async (request) => ({
      result: await closeFlaggedAccount(db, request.params.clientId, requestActor(request), now()),
    }),
  );
};
