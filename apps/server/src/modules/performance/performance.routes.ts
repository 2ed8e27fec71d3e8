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
import { malaysiaDate } from '../portfolios/portfolio-valuation';
import { sendCachedAnswer } from './answer-cache';
import { DASHBOARD_EXTRA_FINGERPRINT, dashboardSummary } from './dashboard.service';
import { performanceOf } from './performance.service';

export interface PerformanceRoutesOptions {
  db: Db;
  /** The clock "today" is read from: the trade clock in development and tests (TRADE_CLOCK_OFFSET_HOURS). */
  now?: () => Date;
}

/**
 * The dashboard and the performance page (issue #12 items 4 and 5, docs/returns.md "Dashboard and performance
 * API"). Both are 'client' routes (REJECT/CLOSE/SUSPEND refused by the auth hook, as on every money page); the
 * client comes from the token only, and a portfolio guid that is not the caller's answers 404. Both answer from
 * `answer_cache` while nothing they are computed from has changed, with an ETag (304 to a repeat request).
 */
export const performanceRoutes: FastifyPluginAsyncZod<PerformanceRoutesOptions> = async (app, { db, now }) => {
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
    async (request, reply) => {
      const { clientId } = requireClient(request);
      const language = requestLanguage(request);
      return sendCachedAnswer(db, request, reply, {
        today: malaysiaDate(now ? now() : new Date()),
        endpoint: 'dashboard',
        clientId,
        guid: undefined,
        language,
        schema: dashboardSummaryResponseSchema,
        compute: async (today) => ({ result: await dashboardSummary(db, clientId, language, today) }),
        extraFingerprint: DASHBOARD_EXTRA_FINGERPRINT,
      });
    },
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
    async (request, reply) => {
      const { clientId } = requireClient(request);
      const language = requestLanguage(request);
      const guid = request.query.portfolio;
      return sendCachedAnswer(db, request, reply, {
        today: malaysiaDate(now ? now() : new Date()),
        endpoint: 'performance',
        clientId,
        guid,
        language,
        schema: performanceResponseSchema,
        compute: async (today) => ({ result: await performanceOf(db, clientId, guid, language, today) }),
      });
    },
  );
};
