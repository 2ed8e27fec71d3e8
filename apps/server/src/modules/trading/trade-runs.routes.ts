import { errorBodySchema } from '@harta/contracts/errors';
import { formatMessage } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { tradeRunRequestSchema, tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { messagesEn } from '@harta/contracts/messages';
import { ErrorCode } from '@harta/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { AppError, ValidationError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { nextTradeDate } from './trade-calendar';
import { PricesMissingError } from './trade-context';
import type { TradeRunner } from './trade-runner';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';

export interface TradeRunsRoutesOptions {
  db: Db;
  runner: TradeRunner;
  approvals: Approvals;
}

/**
 * Staff run a trade date on demand (audited): the same run the scheduled job does each weekday morning, for the
 * demo, the end-to-end tests and catching up after an outage. Four eyes (docs/backoffice.md "Four eyes"): the call
 * answers 202 with a request; the run starts when a second member approves it, and the approval answers when the
 * run is done (or at once, 200, when the firm turned four eyes off for trade runs).
 */
export const tradeRunsRoutes: FastifyPluginAsyncZod<TradeRunsRoutesOptions> = async (app, options) => {
  // The run itself, started by the approval (once: the request is claimed before it starts).
  options.approvals.appliers.register('tradeRun.start', {
    mode: 'afterClaim',
    apply: async (_db, change, who) => ({ result: await startRun(String(change.tradeDate), who.actor, who.requestId) }),
  });

  async function startRun(tradeDate: string, staffId: string, requestId: string) {
    await writeAudit(options.db, {
      actor: staffId,
      action: 'trade-run.start',
      subjectType: 'trade_run',
      subjectId: tradeDate,
      requestId,
    });
    try {
      const summary = await options.runner.run(tradeDate);
      await writeAudit(options.db, {
        actor: staffId,
        action: 'trade-run.complete',
        subjectType: 'trade_run',
        subjectId: tradeDate,
        details: { attempts: summary.attempts, steps: summary.steps },
        requestId,
      });
      return summary;
    } catch (error) {
      if (error instanceof PricesMissingError) {
        throw new AppError(409, ErrorCode.Conflict, formatMessage('trading.pricesMissing', { date: tradeDate }));
      }
      throw error;
    }
  }

  app.post(
    ApiPaths.backofficeTrading.tradeRuns,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Back office'],
        summary:
          "Run a trade date's steps now (sells, transfers, switches, investing settled cash, drift rebalance); audit-logged",
        body: tradeRunRequestSchema,
        response: {
          200: tradeRunResponseSchema.describe('Run at once (four eyes off for trade runs).'),
          202: sentForApprovalResponseSchema.describe(
            'Sent for approval: the run starts when a second member approves.',
          ),
          400: errorBodySchema,
          409: errorBodySchema.describe('CONFLICT: the closing prices of that date are not stored yet.'),
        },
      },
    },
    async (request, reply) => {
      const { tradeDate } = request.body;
      // Up to the next trade date: a request made after today's cut-off can be run in the demo (the sandbox has
      // that day's closes; a real feed has not, and the run answers 409 until it has).
      if (tradeDate > nextTradeDate(new Date())) {
        throw new ValidationError(
          [{ path: 'tradeDate', message: 'trading.tradeDateInvalid' }],
          messagesEn['trading.tradeDateInvalid'],
        );
      }
      const draft = {
        kind: 'tradeRun.start' as const,
        subjectType: 'trade_run',
        subjectId: tradeDate,
        change: { tradeDate },
        summary: `Run trade date ${tradeDate}`,
      };
      const answer = await options.approvals.submit(request, draft);
      return sendIdempotent(reply, answer);
    },
  );
};
