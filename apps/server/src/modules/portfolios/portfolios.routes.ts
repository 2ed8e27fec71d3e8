import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  createPortfolioRequestSchema,
  portfolioGuidParamsSchema,
  portfolioListResponseSchema,
  portfolioResponseSchema,
  renamePortfolioRequestSchema,
} from '@harta/contracts/schemas/portfolios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { readingClient } from '../../http/request-language';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { writeAudit } from '../audit/audit-log';
import { addPortfolio, listPortfolios, renameOwnPortfolio } from './portfolios.service';

export interface PortfoliosRoutesOptions {
  db: Db;
}

/**
 * The caller's portfolios (docs/money.md "Portfolios"): list with values, add (risk level capped by knowledge),
 * rename. The client comes from the token only; a guid that is not the caller's answers 404.
 */
export const portfoliosRoutes: FastifyPluginAsyncZod<PortfoliosRoutesOptions> = async (app, { db }) => {
  const tags = ['Portfolios'];

  app.get(
    ApiPaths.portfolios.list,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "The caller's portfolios, oldest first, each valued at the latest closes (cash, units, total)",
        response: { 200: portfolioListResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => ({ result: await listPortfolios(db, readingClient(request)) }),
  );

  app.post(
    ApiPaths.portfolios.create,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Add a portfolio (a goal) at a risk level no higher than the knowledge cap; approved clients only',
        body: createPortfolioRequestSchema,
        response: {
          201: portfolioResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const client = readingClient(request);
      const portfolio = await addPortfolio(db, client, request.body);
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'portfolio.create',
        subjectType: 'portfolio',
        subjectId: portfolio.guid,
        details: { goalName: portfolio.goalName, riskLevel: portfolio.riskLevel },
        requestId: request.id,
      });
      return reply.code(201).send({ result: portfolio });
    },
  );

  app.patch(
    routePattern(ApiPaths.portfolios.rename, 'guid'),
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Rename one of the caller's portfolios",
        params: portfolioGuidParamsSchema,
        body: renamePortfolioRequestSchema,
        response: {
          200: portfolioResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const portfolio = await renameOwnPortfolio(
        db,
        readingClient(request),
        request.params.guid,
        request.body.goalName,
      );
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'portfolio.rename',
        subjectType: 'portfolio',
        subjectId: portfolio.guid,
        details: { goalName: portfolio.goalName },
        requestId: request.id,
      });
      return { result: portfolio };
    },
  );
};
