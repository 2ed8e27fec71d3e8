import { ErrorCode, errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  tradeRunHistoryResponseSchema,
  tradeRunPreviewQuerySchema,
  tradeRunPreviewResponseSchema,
  tradeRunRequestSchema,
  tradeRunResponseSchema,
} from '@harta/contracts/schemas/trading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import { AppError } from '../../plugins/errors/app-error';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { loadTradeCalendar } from './trade-calendar-settings';
import { nextDateDue, previewTradeRun, tradeRunHistory } from './trade-run-overview';
import { dateRefusal } from './trade-run-guard';
import { startTradeRun } from './trade-run-start';
import type { TradeRunner } from './trade-runner';

export interface TradeRunsRoutesOptions {
  db: Db;
  runner: TradeRunner;
  /** The clock the date due and the preview's checks read (the app's; tests move it). */
  now?: () => Date;
  approvals: Approvals;
}

/**
 * Staff run a trade date on demand (audited): the same run the scheduled job does each weekday morning, for
 * catching up after an outage and for the demo. Four eyes (docs/backoffice.md "Four eyes"): the call answers 202
 * with a request; the run starts when a second member approves it, and the approval answers when the run is done
 * (or the call itself, 200, when the firm turned four eyes off for trade runs). The back office's Trade run page
 * reads the date due with what its run will do (preview) and the runs so far (docs/money.md "Trade run").
 */
export const tradeRunsRoutes: FastifyPluginAsyncZod<TradeRunsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  // The run itself, started by the approval (once: the request is claimed before it starts).
  options.approvals.appliers.register('tradeRun.start', {
    mode: 'afterClaim',
    apply: async (_db, change, who) => ({
      result: await startTradeRun(options, String(change.tradeDate), { staffId: who.actor, requestId: who.requestId }),
    }),
  });

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
          200: tradeRunResponseSchema.describe('Run at once (four eyes off for trade runs).'),
          202: sentForApprovalResponseSchema.describe(
            'Sent for approval: the run starts when a second member approves.',
          ),
          400: errorBodySchema,
          409: errorBodySchema.describe(
            'CONFLICT: not a trade date (weekend or exchange holiday), a future date, its cut-off not passed, or a close it needs not stored yet.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { tradeDate } = request.body;
      // A date that may not run (a weekend or holiday, a future date, its cut-off not passed) is refused before a
      // request is made, so nobody approves what cannot happen; the closes are checked when it runs.
      const refused = dateRefusal(tradeDate, now(), await loadTradeCalendar(options.db));
      if (refused) throw new AppError(409, ErrorCode.Conflict, refused.message);
      const draft = {
        kind: 'tradeRun.start' as const,
        subjectType: 'trade_run',
        subjectId: tradeDate,
        change: { tradeDate },
        summary: `Run trade date ${tradeDate}`,
      };
      return sendIdempotent(reply, await options.approvals.submit(request, draft));
    },
  );

  app.get(
    ApiPaths.backofficeTrading.tradeRuns,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: ['Back office'],
        summary: 'The latest trade runs, newest date first: status, attempts and what each step did',
        response: { 200: tradeRunHistoryResponseSchema },
      },
    },
    async () => ({ result: await tradeRunHistory(options.db) }),
  );

  app.get(
    ApiPaths.backofficeTrading.tradeRunPreview,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: ['Back office'],
        summary:
          'A trade date (by default the next date due) with what its run will do: cash to invest and cash waiting for the next date, withdrawals, transfers, switches, rebalances, fees; its cut-off and closes, and whether it may run now',
        querystring: tradeRunPreviewQuerySchema,
        response: { 200: tradeRunPreviewResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const calendar = await loadTradeCalendar(options.db);
      const at = now();
      const tradeDate = request.query.tradeDate ?? (await nextDateDue(options.db, at, calendar));
      // The closes as the market data has them now (a feed that has not published them yet answers nothing).
      await options.runner.fetchCloses?.(tradeDate).catch((error: unknown) => {
        request.log.warn({ err: error, tradeDate }, 'trade run preview: the market data could not be asked');
      });
      return { result: await previewTradeRun(options.db, tradeDate, at, calendar) };
    },
  );
};
