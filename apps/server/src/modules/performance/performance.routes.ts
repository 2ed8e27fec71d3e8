import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  dashboardSummaryResponseSchema,
  performanceQuerySchema,
  performanceResponseSchema,
} from '@harta/contracts/schemas/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requestLanguage } from '../../http/request-language';
import { requireClient } from '../../plugins/auth/caller';
import { dashboardSummary } from './dashboard.service';
import { performanceOf } from './performance.service';

export interface PerformanceRoutesOptions {
  db: Db;
}

/**
 * The dashboard and the performance page (issue #12 items 4 and 5, docs/returns.md "Dashboard and performance
 * API"). Both are 'client' routes (REJECT/CLOSE/SUSPEND refused by the auth hook, as on every money page); the
 * client comes from the token only, and a portfolio guid that is not the caller's answers 404.
 */
export const performanceRoutes: FastifyPluginAsyncZod<PerformanceRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.dashboard.getDashBoardSummary,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Dashboard'],
        summary:
          'Total value, net deposits and total return (amount and time-weighted rate), a card per portfolio with ' +
          'its allocation by asset class, and the deposits, withdrawals and transfers under way',
        response: { 200: dashboardSummaryResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => ({
      result: await dashboardSummary(db, requireClient(request).clientId, requestLanguage(request)),
    }),
  );

  app.get(
    ApiPaths.performance,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Performance'],
        summary:
          'Time- and money-weighted returns for 1M, 3M, 6M, YTD, 1Y, 3Y and since inception, the daily value ' +
          'against net deposits, allocation by asset class and region, and the holdings with cost and gain; ' +
          'one portfolio (?portfolio=<guid>) or all',
        querystring: performanceQuerySchema,
        response: {
          200: performanceResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema.describe('Not your portfolio.'),
          503: errorBodySchema,
        },
      },
    },
    async (request) => ({
      result: await performanceOf(
        db,
        requireClient(request).clientId,
        request.query.portfolio,
        requestLanguage(request),
      ),
    }),
  );
};
