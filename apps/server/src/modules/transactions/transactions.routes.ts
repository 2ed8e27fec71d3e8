import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  transactionListingQuerySchema,
  transactionListingResponseSchema,
} from '@harta/contracts/schemas/transaction-listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requestLanguage } from '../../http/request-language';
import { fileSchema } from '../../http/file-response';
import { requireClient } from '../../plugins/auth/caller';
import { NotFoundError } from '../../plugins/errors/app-error';
import { findOwnPortfolio } from '../portfolios/portfolio.repository';
import { malaysiaDate } from '../portfolios/portfolio-valuation';
import { transactionsCsv } from './transaction-csv';
import { allTransactions, listTransactions, type TransactionFilters } from './transaction-listing';

export interface TransactionsRoutesOptions {
  db: Db;
}

/**
 * `GET /api/clientProfile/transactionListing` (spec section 7): the caller's transactions, filtered and paged by
 * keyset, or (`format=csv`) all of them as a streamed CSV file. The client comes from the token; a portfolio
 * filter naming another client's portfolio answers 404.
 */
export const transactionsRoutes: FastifyPluginAsyncZod<TransactionsRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.clientProfile.transactionListing,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Transactions'],
        summary:
          "The caller's deposits, investments, withdrawals, transfers and fees, newest first: filter by portfolio, type, status and date range (Malaysia time, inclusive); keyset pages (`cursor` = the previous page's `nextCursor`); `format=csv` streams every matching row as CSV",
        querystring: transactionListingQuerySchema,
        response: {
          200: {
            description: 'A page of transactions (JSON), or with `format=csv` every matching row as a CSV download.',
            content: {
              'application/json': { schema: transactionListingResponseSchema },
              'text/csv': { schema: fileSchema('text') },
            },
          },
          400: errorBodySchema.describe('VALIDATION_ERROR: a filter, the cursor or the limit is malformed.'),
          404: errorBodySchema.describe("NOT_FOUND: the portfolio filter names no portfolio of the caller's."),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const query = request.query;
      let portfolioId: number | undefined;
      if (query.portfolio !== undefined) {
        const portfolio = await findOwnPortfolio(db, client.clientId, query.portfolio);
        if (!portfolio) throw new NotFoundError();
        portfolioId = portfolio.id;
      }
      const filters: TransactionFilters = {
        portfolioId,
        types: query.type,
        statuses: query.status,
        from: query.from,
        to: query.to,
      };
      // Descriptions and labels in the language of the page that asked (docs/languages.md).
      const language = requestLanguage(request);
      void reply.header('cache-control', 'no-store');
      if (query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="transactions-${malaysiaDate()}.csv"`)
          .send(transactionsCsv(allTransactions(db, client.clientId, filters, language), language) as never); // a stream: not serialised
      }
      return {
        result: await listTransactions(
          db,
          client.clientId,
          filters,
          { cursor: query.cursor, limit: query.limit },
          language,
        ),
      };
    },
  );
};
