import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  approvalCountResponseSchema,
  approvalListQuerySchema,
  approvalListResponseSchema,
  approvalResponseSchema,
  rejectApprovalRequestSchema,
} from '@harta/contracts/schemas/approvals';
import { StaffRoles } from '@harta/contracts/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePattern } from '../../http/route-pattern';
import type { Approvals } from './approvals.service';

export interface ApprovalsRoutesOptions {
  approvals: Approvals;
}

const tags = ['Back office: four eyes'];
const idParams = z.object({ id: z.string().max(64) });
const paths = ApiPaths.backofficeApprovals;
/** Any staff role may look and decide; which kinds a member may decide is checked per request (its action's roles). */
const config = { auth: 'staff' as const, staffRoles: StaffRoles };
const decisionErrors = {
  403: errorBodySchema.describe("FORBIDDEN: the caller made it, or holds no role of the request's action."),
  404: errorBodySchema,
  409: errorBodySchema.describe('CONFLICT: no longer pending (decided, withdrawn or expired).'),
};

/**
 * Four eyes (docs/backoffice.md, "Four eyes"): the staff action requests waiting for a second member, their
 * history, and the decisions. Every decision is audited by the service.
 */
export const approvalsRoutes: FastifyPluginAsyncZod<ApprovalsRoutesOptions> = async (app, { approvals }) => {
  app.get(
    paths.list,
    {
      config,
      schema: {
        tags,
        summary: 'Staff action requests: pending ones oldest first, or the decided history (?view=decided)',
        querystring: approvalListQuerySchema,
        response: { 200: approvalListResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await approvals.list(request, request.query) };
    },
  );

  app.get(
    paths.count,
    {
      config,
      schema: {
        tags,
        summary: 'How many requests wait, and how many of them the caller may decide (the menu count)',
        response: { 200: approvalCountResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await approvals.count(request) };
    },
  );

  app.get(
    routePattern(paths.one, 'id'),
    {
      config,
      schema: {
        tags,
        summary: 'One staff action request with its exact change',
        params: idParams,
        response: { 200: approvalResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ result: await approvals.one(request, request.params.id) }),
  );

  app.post(
    routePattern(paths.approve, 'id'),
    {
      config,
      schema: {
        tags,
        summary:
          "Approve a request made by another member: the action is applied now, exactly once (an action that can no longer apply marks the request FAILED and answers the action's error)",
        params: idParams,
        response: { 200: approvalResponseSchema, ...decisionErrors, 400: errorBodySchema },
      },
    },
    async (request) => ({ result: await approvals.approve(request, request.params.id) }),
  );

  app.post(
    routePattern(paths.reject, 'id'),
    {
      config,
      schema: {
        tags,
        summary: 'Reject a request made by another member, with a reason; nothing is applied',
        params: idParams,
        body: rejectApprovalRequestSchema,
        response: { 200: approvalResponseSchema, ...decisionErrors, 400: errorBodySchema },
      },
    },
    async (request) => ({ result: await approvals.reject(request, request.params.id, request.body.reason) }),
  );

  app.post(
    routePattern(paths.withdraw, 'id'),
    {
      config,
      schema: {
        tags,
        summary: 'Its maker withdraws a pending request; nothing is applied',
        params: idParams,
        response: {
          200: approvalResponseSchema,
          403: errorBodySchema.describe('FORBIDDEN: another member made it.'),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({ result: await approvals.withdraw(request, request.params.id) }),
  );
};
