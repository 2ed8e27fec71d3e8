import { errorBodySchema } from '@harta/contracts/errors';
import { SwitchApiPaths } from '@harta/contracts/paths';
import {
  portfolioSwitchResponseSchema,
  switchClientQuerySchema,
  switchInProgressResponseSchema,
  switchOptionsQuerySchema,
  switchOptionsResponseSchema,
  switchSaveQuerySchema,
} from '@harta/contracts/schemas/portfolio-switch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { readingClient } from '../../http/request-language';
import { requireUser } from '../../plugins/auth/caller';
import { writeAudit } from '../audit/audit-log';
import { assertOwnClientId, requestSwitch, switchInProgress, switchOptions } from './switch.service';

export interface SwitchRoutesOptions {
  db: Db;
  /** The trade date a request made now executes on (trade-calendar.ts). */
  nextTradeDate(now: Date): Promise<string>;
}

const tags = ['Portfolio switch'];
const notYours = errorBodySchema.describe('NOT_FOUND: a clientId or portfolio that is not the caller’s.');

/**
 * Portfolio switch on the second API base (spec section 7; `switchApiBase`, served by this server too). The client
 * comes from the token; `clientId` must be the caller's own (404 otherwise).
 */
export const switchRoutes: FastifyPluginAsyncZod<SwitchRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.post(
    SwitchApiPaths.save,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary:
          'Switch a portfolio (the first, or ?portfolio=<guid>) to risk level riskLevel at the next trade date; audited',
        querystring: switchSaveQuerySchema,
        response: {
          200: portfolioSwitchResponseSchema,
          400: errorBodySchema.describe('VALIDATION: a level above the knowledge cap, or the current level.'),
          403: errorBodySchema.describe('FORBIDDEN or ACCOUNT_STATUS: the account is not active.'),
          404: notYours,
          409: errorBodySchema.describe('CONFLICT: a switch is already in progress, or there is no portfolio.'),
        },
      },
    },
    async (request) => {
      const client = readingClient(request);
      assertOwnClientId(client, request.query.clientId);
      const result = await requestSwitch(
        db,
        client,
        {
          riskLevel: request.query.riskLevel,
          portfolio: request.query.portfolio,
          shariah: request.query.shariah === undefined ? undefined : request.query.shariah === 'true',
        },
        await options.nextTradeDate(new Date()),
      );
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'portfolio-switch.request',
        subjectType: 'portfolio',
        subjectId: result.portfolioId,
        details: {
          switchId: result.switchId,
          fromRiskLevel: result.fromRiskLevel,
          toRiskLevel: result.toRiskLevel,
          fromShariah: result.fromShariah,
          toShariah: result.toShariah,
          tradeDate: result.tradeDate,
        },
        requestId: request.id,
      });
      return { result };
    },
  );

  app.get(
    SwitchApiPaths.inprogress,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: "Whether the caller has a portfolio switch in progress, and which (until its trade date's run)",
        querystring: switchClientQuerySchema,
        response: { 200: switchInProgressResponseSchema, 400: errorBodySchema, 404: notYours },
      },
    },
    async (request) => {
      const client = readingClient(request);
      assertOwnClientId(client, request.query.clientId);
      return { result: await switchInProgress(db, client) };
    },
  );

  app.get(
    SwitchApiPaths.options,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'The levels a portfolio may switch to, each with its model’s target allocation and why not allowed',
        querystring: switchOptionsQuerySchema,
        response: { 200: switchOptionsResponseSchema, 400: errorBodySchema, 404: notYours, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = readingClient(request);
      assertOwnClientId(client, request.query.clientId);
      return {
        result: await switchOptions(
          db,
          client,
          request.query.portfolio,
          await options.nextTradeDate(new Date()),
          request.query.shariah === undefined ? undefined : request.query.shariah === 'true',
        ),
      };
    },
  );
};
