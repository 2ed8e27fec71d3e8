import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import {
  shariahFundChangeSchema,
  shariahFundResponseSchema,
  shariahUniverseResponseSchema,
} from '@harta/contracts/schemas/shariah';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { registerShariahApprovals, shariahFundDraft } from './shariah-approvals';
import { listUniverse } from './shariah-universe.repository';

export interface ShariahUniverseRoutesOptions {
  db: Db;
  approvals: Approvals;
}

const tags = ['Back office'];

/**
 * The Shariah universe in the back office (docs/shariah.md): staff read it; a Shariah adviser or an administrator
 * asks to change a fund's Shariah facts, and a (second) Shariah adviser approves it: always through the approvals
 * flow, whatever the four-eyes switches say, since the firm's Shariah certification rests on it.
 */
export const shariahUniverseRoutes: FastifyPluginAsyncZod<ShariahUniverseRoutesOptions> = async (
  app,
  { db, approvals },
) => {
  registerShariahApprovals(approvals);

  app.get(
    ApiPaths.backofficeShariah.universe,
    {
      config: {
        auth: 'staff',
        staffRoles: ['shariah_adviser', 'administrator', 'compliance', 'operations', 'reviewer'],
      },
      schema: {
        tags,
        summary: 'The investment universe with each fund’s Shariah facts (screening standard, certifying body)',
        response: { 200: shariahUniverseResponseSchema },
      },
    },
    async () => ({ result: await listUniverse(db) }),
  );

  app.put(
    routePattern(ApiPaths.backofficeShariah.fund, 'ticker'),
    {
      config: { auth: 'staff', staffRoles: ['shariah_adviser', 'administrator'] },
      schema: {
        tags,
        summary:
          'Ask to change a fund’s Shariah facts: takes effect once a Shariah adviser approves it (Approvals); audited',
        params: z.object({ ticker: z.string().min(1).max(20) }),
        body: shariahFundChangeSchema,
        response: {
          200: shariahFundResponseSchema,
          202: sentForApprovalResponseSchema.describe('Sent for approval: nothing has changed yet.'),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const draft = await shariahFundDraft(db, request.params.ticker, request.body);
      return sendIdempotent(reply, await approvals.submit(request, draft, { always: true }));
    },
  );
};
