import { z } from 'zod';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { portfolioGuidParamsSchema } from '@harta/contracts/schemas/portfolios';
import {
  COLLECTIONS_PAGE_SIZE,
  collectionsQuerySchema,
  collectionsResponseSchema,
  createRecurringDepositResponseSchema,
  createRecurringDepositSchema,
  recurringDepositListResponseSchema,
  recurringDepositResponseSchema,
  updateRecurringDepositSchema,
} from '@harta/contracts/schemas/recurring-deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { readingClient } from '../../http/request-language';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { NotFoundError } from '../../plugins/errors/app-error';
import { acceptFormBodies } from '../../providers/payment-gateway/form-parser';
import { MandateSignatureError, type MandateGateway } from '../../providers/mandate-gateway/mandate-gateway';
import { stringFields } from '../../providers/mandate-gateway/mandate-messages';
import { writeAudit } from '../audit/audit-log';
import { GatewayMessageRefusedError } from '../payments/payment-errors';
import { malaysiaDate } from '../trading/trade-calendar';
import { applyDebitAnswer, applyMandateAnswer } from './bank-answers';
import { listCollections, listLiveScheduleViews, scheduleIdsOfPortfolio } from './recurring-deposits.repository';
import { changeSchedule, createSchedule, getSchedule } from './recurring-deposits.service';

export interface RecurringDepositsRoutesOptions {
  db: Db;
  gateway: MandateGateway;
  publicUrl: string;
  /** The clock "today" is read from (the trade clock in development and tests). */
  now?: (() => Date) | undefined;
}

/**
 * Recurring deposits (docs/goals.md "Recurring deposits"): the client's calls (the client comes from the token; a
 * goal that is not the caller's answers 404) and the bank's signed answers, server to server.
 */
export const recurringDepositsRoutes: FastifyPluginAsyncZod<RecurringDepositsRoutesOptions> = async (app, options) => {
  const { db, gateway } = options;
  const clock = options.now ?? (() => new Date());
  const tags = ['Recurring deposits'];
  const schedulePath = routePattern(ApiPaths.recurringDeposits.schedule, 'guid');
  const collectionsPath = routePattern(ApiPaths.recurringDeposits.collections, 'guid');
  acceptFormBodies(app);

  app.get(
    ApiPaths.recurringDeposits.list,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "The caller's live recurring deposits (pending authorisation, active, paused), for the goal cards",
        response: { 200: recurringDepositListResponseSchema, 503: errorBodySchema },
      },
    },
    async (request) => ({ result: { items: await listLiveScheduleViews(db, readingClient(request).clientId) } }),
  );

  app.get(
    schedulePath,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "A goal's recurring deposit (the live one, else the latest), or null",
        params: portfolioGuidParamsSchema,
        response: { 200: recurringDepositResponseSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const { view } = await getSchedule(db, readingClient(request), request.params.guid);
      return { result: { schedule: view } };
    },
  );

  app.post(
    schedulePath,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary:
          'Set up a recurring deposit into a goal: answers the signed mandate request the browser posts to the bank; audited',
        params: portfolioGuidParamsSchema,
        body: createRecurringDepositSchema,
        response: {
          201: createRecurringDepositResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const created = await createSchedule(db, {
        client: readingClient(request),
        portfolioGuid: request.params.guid,
        request: request.body,
        gateway,
        publicUrl: options.publicUrl,
        now,
        today: malaysiaDate(now),
      });
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'recurring-deposit.create',
        subjectType: 'recurring_schedule',
        subjectId: created.view.guid,
        details: {
          portfolio: created.view.portfolioGuid,
          amount: created.view.amount,
          frequency: created.view.frequency,
          reference: created.reference,
        },
        requestId: request.id,
      });
      return reply.code(201).send({ result: { schedule: created.view, authorisation: created.authorisation } });
    },
  );

  app.patch(
    schedulePath,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Pause, resume or cancel a goal's recurring deposit, or change its amount; audited",
        params: portfolioGuidParamsSchema,
        body: updateRecurringDepositSchema,
        response: {
          200: recurringDepositResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const now = clock();
      const { view, before } = await changeSchedule(db, {
        client: readingClient(request),
        portfolioGuid: request.params.guid,
        change: request.body,
        gateway,
        now,
        today: malaysiaDate(now),
      });
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'action' in request.body ? `recurring-deposit.${request.body.action}` : 'recurring-deposit.amount',
        subjectType: 'recurring_schedule',
        subjectId: view.guid,
        details: {
          before: { status: before.status, amountSen: before.amountSen.toString() },
          after: { status: view.status, amount: view.amount },
        },
        requestId: request.id,
      });
      return { result: { schedule: view } };
    },
  );

  app.get(
    collectionsPath,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "A goal's collections (every schedule's), newest date first",
        params: portfolioGuidParamsSchema,
        querystring: collectionsQuerySchema,
        response: { 200: collectionsResponseSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const { portfolio } = await getSchedule(db, readingClient(request), request.params.guid);
      if (!portfolio) throw new NotFoundError();
      const ids = await scheduleIdsOfPortfolio(db, portfolio.id);
      return { result: await listCollections(db, ids, request.query.page, COLLECTIONS_PAGE_SIZE) };
    },
  );

  app.post(
    ApiPaths.recurringDeposits.bankAnswers,
    {
      // The bank's server: never throttled by the general limit (it would resend); a forged message costs one
      // checksum before anything touches the database.
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags,
        summary: "The direct-debit bank's signed answers (mandate and debit), server to server; answered OK",
        description:
          'application/x-www-form-urlencoded MA or DA fields (docs/goals.md "Recurring deposits", "Messages"). Verified: the bank\'s checksum over the exact fields, then the mandate or collection they name. A duplicated, late or out-of-order answer changes nothing and is still answered OK.',
        consumes: ['application/x-www-form-urlencoded'],
        response: {
          200: z.literal('OK'),
          400: errorBodySchema.describe('GATEWAY_MESSAGE_REFUSED: checksum, or the mandate or debit it names.'),
        },
      },
    },
    async (request, reply) => {
      let message;
      try {
        message = gateway.readMessage(stringFields(request.body));
      } catch (err) {
        if (!(err instanceof MandateSignatureError)) throw err;
        throw new GatewayMessageRefusedError('signature', messagesEn['recurringDeposit.signatureInvalid']);
      }
      const now = clock();
      const outcome =
        message.type === 'mandate'
          ? await applyMandateAnswer(db, gateway, message, now)
          : await applyDebitAnswer(db, message, now);
      if (outcome === 'UNKNOWN' || outcome === 'MISMATCH') {
        request.log.warn({ outcome, type: message.type }, 'mandate bank answer refused');
        throw new GatewayMessageRefusedError(
          outcome === 'UNKNOWN' ? 'unknown-order' : 'mismatch',
          messagesEn['payments.acknowledgementMismatch'],
        );
      }
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
