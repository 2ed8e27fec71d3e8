import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  closeAccountResponseSchema,
  closureFlagRequestSchema,
  closureFlagResponseSchema,
} from '@harta/contracts/schemas/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requestActor } from '../../plugins/auth/caller';
import { closeFlaggedAccount, flagForClosure, liftClosureFlag, readClosureFlag } from './closure.service';

export interface ClosureRoutesOptions {
  db: Db;
  now?: () => Date;
}

const tags = ['Back office'];
const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

/**
 * Staff side of the closure notices (issue #13 item 3, docs/account.md "Notices"): flag a politically exposed or
 * restricted-country client (they may then only withdraw and see the closure notice), lift the flag, and close
 * the account once it is empty. Every change is audit-logged.
 */
export const closureRoutes: FastifyPluginAsyncZod<ClosureRoutesOptions> = async (
  app,
  { db, now = () => new Date() },
) => {
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
        summary: 'Flag a client for closure: they may only withdraw and see the closure notice; audit-logged',
        params: clientIdParams,
        body: closureFlagRequestSchema,
        response: { 200: closureFlagResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await flagForClosure(db, request.params.clientId, request.body, requestActor(request)),
    }),
  );

  app.delete(
    flagPath,
    {
      config: { auth: 'staff', staffRoles: ['compliance'] },
      schema: {
        tags,
        summary: 'Lift a closure flag (deposits, transfers and new portfolios open again); audit-logged',
        params: clientIdParams,
        response: { 200: closureFlagResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      result: await liftClosureFlag(db, request.params.clientId, requestActor(request)),
    }),
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
