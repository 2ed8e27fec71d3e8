import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  goalPlanRequestSchema,
  goalPlanResponseSchema,
  goalPlanSummariesResponseSchema,
} from '@harta/contracts/schemas/goal-plans';
import { portfolioGuidParamsSchema } from '@harta/contracts/schemas/portfolios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { readingClient } from '../../http/request-language';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { writeAudit } from '../audit/audit-log';
import { malaysiaDate } from '../portfolios/portfolio-valuation';
import { getGoalPlan, listGoalPlanSummaries, updateGoalPlan } from './goal-plan.service';

export interface GoalPlanRoutesOptions {
  db: Db;
  /** The clock "today" is read from (the trade clock in development and tests). */
  now?: () => Date;
}

/**
 * A goal's plan (docs/goals.md): its target, the deposit planned each month, and the projection. The client comes
 * from the token; a guid that is not the caller's answers 404.
 */
export const goalPlanRoutes: FastifyPluginAsyncZod<GoalPlanRoutesOptions> = async (app, { db, now }) => {
  const tags = ['Portfolios'];
  const today = () => malaysiaDate(now ? now() : new Date());
  const path = routePattern(ApiPaths.portfolios.plan, 'guid');

  app.get(
    ApiPaths.portfolios.plans,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Every one of the caller's goals that has a plan: target, planned monthly deposit, progress, on track",
        response: { 200: goalPlanSummariesResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => ({
      result: { plans: await listGoalPlanSummaries(db, readingClient(request), today()) },
    }),
  );

  app.get(
    path,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary:
          "One of the caller's goals: its target, planned monthly deposit, and the projected range of its value (10th, 50th and 90th percentiles)",
        params: portfolioGuidParamsSchema,
        response: { 200: goalPlanResponseSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => ({ result: await getGoalPlan(db, readingClient(request), request.params.guid, today()) }),
  );

  app.put(
    path,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Set a goal's target (amount and date, or neither) and its planned monthly deposit; audited",
        params: portfolioGuidParamsSchema,
        body: goalPlanRequestSchema,
        response: {
          200: goalPlanResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const plan = await updateGoalPlan(db, readingClient(request), request.params.guid, request.body, today());
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'goal-plan.update',
        subjectType: 'portfolio',
        subjectId: plan.guid,
        details: { target: plan.target, monthlyDeposit: plan.monthlyDeposit },
        requestId: request.id,
      });
      return { result: plan };
    },
  );
};
