import { errorBodySchema } from '@harta/contracts/errors';
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
import { requireUser } from '../../plugins/auth/caller';
import { loadTradeCalendar } from './trade-calendar-settings';
import { nextDateDue, previewTradeRun, tradeRunHistory } from './trade-run-overview';
import { startTradeRun } from './trade-run-start';
import type { TradeRunner } from './trade-runner';

export interface TradeRunsRoutesOptions {
  db: Db;
  runner: TradeRunner;
  /** The clock the date due and the preview's checks read (the app's; tests move it). */
  now?: () => Date;
}

/**
 * Staff run a trade date on demand (audited): the same run the scheduled job does each weekday morning, for
 * catching up after an outage and for the demo. It answers when the run is done. The back office's Trade run page
 * reads the date due with what its run will do (preview) and the runs so far (docs/money.md "Trade run").
 */
export const tradeRunsRoutes: FastifyPluginAsyncZod<TradeRunsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

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
          409: errorBodySchema.describe(
            'CONFLICT: not a trade date (weekend or exchange holiday), a future date, its cut-off not passed, or a close it needs not stored yet.',
          ),
        },
      },
    },
    async (request) => {
      const summary = await startTradeRun(options, request.body.tradeDate, {
        staffId: requireUser(request).sub,
        requestId: request.id,
      });
      return { result: summary };
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
