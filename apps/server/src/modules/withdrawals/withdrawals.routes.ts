import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@harta/contracts/idempotency';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  createWithdrawalRequestSchema,
  withdrawalListResponseSchema,
  withdrawalOptionsResponseSchema,
  withdrawalOtpRequestSchema,
  withdrawalOtpResponseSchema,
  withdrawalResponseSchema,
} from '@harta/contracts/schemas/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requireClient } from '../../plugins/auth/caller';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { hasStoredAnswer, sendIdempotent } from '../idempotency/idempotent-request';
import { createWithdrawalRequests, toAsk } from './withdrawal-requests';

export interface WithdrawalsRoutesOptions {
  db: Db;
  sms: SmsProvider;
  /** The trading calendar: the trade date a request made now is sold at. */
  nextTradeDate(now: Date): Promise<string>;
}

const TAG = 'Withdrawals';
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe('Required: one per confirmed request (a uuid); a retry sends the same key.'),
});

/**
 * The client's withdrawals (issue #11 item 8, docs/money.md "Withdrawal"): the form's facts, the SMS code, the
 * request (idempotent, reserved atomically against the portfolio's value), the list and cancel. Every route is
 * 'client' (token with role 'c', REJECT/CLOSE/SUSPEND refused by the auth hook); a withdrawal or portfolio id of
 * another client answers 404.
 */
export const withdrawalsRoutes: FastifyPluginAsyncZod<WithdrawalsRoutesOptions> = async (app, options) => {
  const requests = createWithdrawalRequests({
    db: options.db,
    sms: options.sms,
    mailer: app.hasDecorator('mailer') ? app.mailer : undefined,
    log: app.log,
    nextTradeDate: options.nextTradeDate,
  });

  app.get(
    ApiPaths.withdrawals.options,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: "The withdrawal form's facts: payout account, each portfolio's available amount, next trade date",
        response: { 200: withdrawalOptionsResponseSchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ result: await requests.options(requireClient(request)) }),
  );

  app.post(
    ApiPaths.withdrawals.otp,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Send the SMS code for this withdrawal (portfolio and amount); checked as the request will be',
        body: withdrawalOtpRequestSchema,
        response: {
          200: withdrawalOtpResponseSchema,
          404: errorBodySchema.describe('Not your portfolio.'),
          409: errorBodySchema.describe('More than is available, nothing available, no bank account or mobile.'),
          429: errorBodySchema.describe(
            'OTP_COOLDOWN: one code a minute; OTP_DAILY_LIMIT: a daily cap closed withdrawal codes until midnight (Malaysia time).',
          ),
          502: errorBodySchema.describe('OTP_DELIVERY_FAILED: the SMS gateway refused it.'),
        },
      },
    },
    async (request) => ({ result: await requests.sendOtp(requireClient(request), toAsk(request.body)) }),
  );

  app.post(
    ApiPaths.withdrawals.create,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary:
          'Request a withdrawal with the SMS code (Idempotency-Key): an amount or everything, to the verified bank account, sold at the next trade date',
        headers: idempotencyHeader,
        body: createWithdrawalRequestSchema,
        response: {
          201: withdrawalResponseSchema,
          400: errorBodySchema.describe(
            'Validation, missing Idempotency-Key, OTP_INVALID, OTP_EXPIRED, OTP_TOO_MANY_ATTEMPTS.',
          ),
          404: errorBodySchema.describe('Not your portfolio.'),
          409: errorBodySchema.describe('More than is available (value less pending withdrawals), or no bank account.'),
          422: errorBodySchema.describe('IDEMPOTENCY_CONFLICT: the key was used for another request.'),
          429: errorBodySchema.describe(
            'OTP_DAILY_LIMIT: too many wrong codes today; locked until midnight (Malaysia time).',
          ),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const answered = await hasStoredAnswer(options.db, request);
      const answer = await requests.create(request, client, toAsk(request.body), request.body.otp, answered);
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    ApiPaths.withdrawals.list,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: "The caller's withdrawals, newest first, each with its state and the date of each step",
        response: { 200: withdrawalListResponseSchema },
      },
    },
    async (request) => ({ result: await requests.list(requireClient(request)) }),
  );

  app.post(
    routePattern(ApiPaths.withdrawals.cancel, 'id'),
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Cancel a withdrawal while it is requested (before its units are sold)',
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: withdrawalResponseSchema,
          404: errorBodySchema.describe('No such withdrawal of yours.'),
          409: errorBodySchema.describe('Already processing or finished.'),
        },
      },
    },
    async (request) => ({
      result: await requests.cancel(request, requireClient(request), request.params.id),
    }),
  );
};
