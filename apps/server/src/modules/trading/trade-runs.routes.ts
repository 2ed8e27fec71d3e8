import { errorBodySchema } from '@harta/contracts/errors';
import { formatMessage } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { tradeRunRequestSchema, tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { messagesEn } from '@harta/contracts/messages';
import { ErrorCode } from '@harta/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import { AppError, ValidationError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { nextTradeDate } from './trade-calendar';
import { PricesMissingError } from './trade-context';
import type { TradeRunner } from './trade-runner';

export interface TradeRunsRoutesOptions {
  db: Db;
  runner: TradeRunner;
}

/**
 * Staff run a trade date on demand (audited): the same run the scheduled job does each weekday morning, for the
 * demo, the end-to-end tests and catching up after an outage. It answers when the run is done.
 */
export const tradeRunsRoutes: FastifyPluginAsyncZod<TradeRunsRoutesOptions> = async (app, options) => {
  app.post(
    ApiPaths.backofficeTrading.tradeRuns,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: ['Back office'],
        summary:
          "Run a trade date's steps now (sells, transfers, switches, investing settled cash, drift rebalance); audit-logged",
        body: tradeRunRequestSchema,
        response: {
          200: tradeRunResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema.describe('CONFLICT: the closing prices of that date are not stored yet.'),
        },
      },
    },
    async (request) => {
      const { tradeDate } = request.body;
      // Up to the next trade date: a request made after today's cut-off can be run in the demo (the sandbox has
      // that day's closes; a real feed has not, and the run answers 409 until it has).
      if (tradeDate > nextTradeDate(new Date())) {
        throw new ValidationError(
          [{ path: 'tradeDate', message: 'trading.tradeDateInvalid' }],
          messagesEn['trading.tradeDateInvalid'],
        );
      }
      const staffId = requireUser(request).sub;
      await writeAudit(options.db, {
        actor: staffId,
        action: 'trade-run.start',
        subjectType: 'trade_run',
        subjectId: tradeDate,
        requestId: request.id,
      });
      try {
        const summary = await options.runner.run(tradeDate);
        await writeAudit(options.db, {
          actor: staffId,
          action: 'trade-run.complete',
          subjectType: 'trade_run',
          subjectId: tradeDate,
          details: { attempts: summary.attempts, steps: summary.steps },
          requestId: request.id,
        });
        return { result: summary };
      } catch (error) {
        if (error instanceof PricesMissingError) {
          throw new AppError(409, ErrorCode.Conflict, formatMessage('trading.pricesMissing', { date: tradeDate }));
        }
        throw error;
      }
    },
  );
};
