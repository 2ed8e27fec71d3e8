import { errorBodySchema } from '@harta/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@harta/contracts/idempotency';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bankListResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  onlineTransactionsQuerySchema,
  onlineTransactionsResponseSchema,
  ORDER_ID_PATTERN,
  paymentOrderParamsSchema,
  paymentReceiptResponseSchema,
} from '@harta/contracts/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { NotFoundError, RateLimitedError } from '../../plugins/errors/app-error';
import { acceptFormBodies } from '../../providers/payment-gateway/form-parser';
import { GatewaySignatureError, type PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { runIdempotent, sendIdempotent } from '../idempotency/idempotent-request';
import { listValues } from '../reference-data/reference-data.repository';
import type { AcknowledgementReceiver } from './acknowledgement-receiver';
import { createCallbackRefusals } from './callback-refusals';
import { assertFresh } from './apply-acknowledgement';
import { createDeposit } from './create-deposit';
import { recordForeignLimitRefusal } from './foreign-limit-refusals';
import { ForeignAssetLimitError, GatewayMessageRefusedError } from './payment-errors';
import { findOrder, listClientOrders } from './payment-orders.repository';
import { toReceipt } from './payment-views';
import { requestLanguage } from '../../http/request-language';

export interface PaymentsRoutesOptions {
  db: Db;
  gateway: PaymentGateway;
  /** The gateway's bank list, cached (bank-status.ts). */
  bankStatus: () => Promise<ReadonlyMap<string, boolean>>;
  /** FPX_AC_MAX_AGE_SECONDS. */
  acMaxAgeSeconds: number;
  /** Where verified direct ACs go (acknowledgement-receiver.ts). */
  acknowledgements: AcknowledgementReceiver;
  /** The callback route's own limit (callback-refusals.ts): the gateway's addresses and a source's budget. */
  callbacks: { trustedAddresses: readonly string[]; refusalsPerMinute: number };
  now?: () => Date;
}

const TAG = 'Payments';
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .describe('One per confirmed deposit; reuse it on retry.'),
});

/**
 * Deposits through online banking (issue #11 items 4-6, docs/money.md): the client's deposit (AR form), the
 * public receipt, the client's online payments, the bank list with its online state (BE), and the gateway's
 * direct acknowledgement (AC).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { db, gateway } = options;
  const now = options.now ?? (() => new Date());
  // The direct AC arrives as an HTML form (FPX's format); only this plugin's routes accept form bodies.
  acceptFormBodies(app);
  const refusals = createCallbackRefusals({
    trusted: options.callbacks.trustedAddresses,
    refusalsPerMinute: options.callbacks.refusalsPerMinute,
    log: app.log,
  });
  // The last minute of a flood is summarised even if no refusal follows it.
  const flushTimer = setInterval(() => refusals.flush(), 60_000).unref();
  app.addHook('onClose', async () => clearInterval(flushTimer));

  app.get(
    ApiPaths.dropDown.getBankList,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Reference data'],
        summary: 'Malaysian banks, each with its online-banking state at the payment gateway now (FPX BE)',
        response: { 200: bankListResponseSchema },
      },
    },
    async (_request, reply) => {
      const [banks, status] = await Promise.all([listValues(db, 'BANK'), options.bankStatus()]);
      // The same minute as the other lists; the online state itself is refreshed every 30 s (bank-status.ts).
      void reply.header('cache-control', 'public, max-age=60');
      return { result: banks.map((b) => ({ code: b.code, name: b.name, online: status.get(b.code) === true })) };
    },
  );

  app.post(
    ApiPaths.payments.deposits,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Start a deposit: records the order and answers the signed AR form to post in the full window',
        description:
          'Amount in ringgit (at most two decimals) within the FPX.MIN_AMOUNT_MYR..FPX.MAX_AMOUNT_MYR system parameters, the portfolio (guid) and an online bank from getBankList. Needs an Idempotency-Key header: a retry answers the same form.',
        headers: idempotencyHeaders,
        body: depositRequestSchema,
        response: {
          201: depositResponseSchema,
          403: errorBodySchema.describe('ACCOUNT_STATUS (blocked) or ACCOUNT_NOT_ACTIVE (not yet approved).'),
          404: errorBodySchema.describe('No such portfolio of the caller.'),
          422: errorBodySchema.describe('BANK_OFFLINE, FOREIGN_ASSET_LIMIT (the BNM notice) or IDEMPOTENCY_CONFLICT.'),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const bankStatus = await options.bankStatus();
      try {
        const answer = await runIdempotent(db, request, async (tx) => ({
          statusCode: 201,
          body: {
            result: await createDeposit(tx as unknown as Db, {
              client,
              request: request.body,
              bankStatus,
              gateway,
              now: now(),
            }),
          },
        }));
        return sendIdempotent(reply, answer);
      } catch (err) {
        // The refusal rolled the deposit's transaction back: record it afterwards for the limit notice.
        if (err instanceof ForeignAssetLimitError) {
          await recordForeignLimitRefusal(db, { clientId: client.clientId, ...err.refusal });
        }
        throw err;
      }
    },
  );

  app.get(
    '/api/payments/:orderId',
    {
      config: { auth: 'public' },
      schema: {
        tags: [TAG],
        summary: 'The payment receipt (anyone holding the unguessable order id): status, amount, bank, reference',
        description:
          "The status is the stored one (from the gateway's signed acknowledgement), never the one in the browser's return URL.",
        params: paymentOrderParamsSchema,
        response: { 200: paymentReceiptResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const found = ORDER_ID_PATTERN.test(orderId) ? await findOrder(db, orderId) : undefined;
      if (!found) throw new NotFoundError();
      void reply.header('cache-control', 'no-store');
      // In the language of the page that asks (docs/languages.md): the receipt is read by the client.
      return { result: toReceipt(found.order, found.bankName, requestLanguage(request)) };
    },
  );

  app.get(
    ApiPaths.clientProfile.onlineTransactions,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: "The caller's online-banking payments, newest first (keyset: pass nextCursor as cursor)",
        querystring: onlineTransactionsQuerySchema,
        response: { 200: onlineTransactionsResponseSchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const { cursor, limit } = request.query;
      const rows = await listClientOrders(db, client.clientId, {
        ...(cursor ? { before: BigInt(cursor) } : {}),
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        result: {
          items: page.map(({ order, bankName, portfolioGuid, portfolioName }) => ({
            ...toReceipt(order, bankName, requestLanguage(request)),
            createdAt: order.createdAt.toISOString(),
            finalAt: order.finalAt?.toISOString() ?? null,
            portfolioId: portfolioGuid,
            portfolioName,
          })),
          nextCursor: rows.length > limit ? String(page[page.length - 1]!.order.id) : null,
        },
      };
    },
  );

  app.post(
    ApiPaths.payments.fpxAcknowledgement,
    {
      // The gateway's server calls this for every payment from a few addresses: it must never be throttled
      // (FPX would resend), so the general limit is off and the route limits refusals per source instead
      // (callback-refusals.ts). A forged message costs one HMAC/RSA check before anything touches the database.
      config: { auth: 'public', rateLimit: false },
      // The answer is the two bytes "OK", far below the compression threshold: the route goes without the
      // compression hook that would look at every answer only to pass it on (bench/README.md "Deposit callbacks").
      compress: false,
      schema: {
        tags: [TAG],
        summary: "The gateway's direct acknowledgement (FPX AC), server to server; answered OK",
        description:
          "application/x-www-form-urlencoded FPX AC fields. Verified: the exchange's checksum over the exact AC fields, its time within FPX_AC_MAX_AGE_SECONDS, and the order, merchant, amount and currency as sent. A duplicated, replayed, late or out-of-order AC of a final order changes nothing and is still answered OK.",
        consumes: ['application/x-www-form-urlencoded'],
        response: {
          200: z
            .literal('OK')
            .describe(
              'text/plain: the AC was received and stored: applied, or in the inbox to be applied a moment later (PostgreSQL; docs/money.md).',
            ),
          400: errorBodySchema.describe('GATEWAY_MESSAGE_REFUSED: checksum, time window or order mismatch.'),
          429: errorBodySchema.describe(
            'RATE_LIMITED: this source had FPX_CALLBACK_REFUSALS_PER_MINUTE callbacks refused this minute (never the addresses in FPX_TRUSTED_ADDRESSES).',
          ),
        },
      },
    },
    async (request, reply) => {
      const source = request.ip;
      if (refusals.throttled(source)) throw new RateLimitedError();
      let ack;
      try {
        ack = gateway.readAcknowledgement((request.body ?? {}) as Record<string, string>);
      } catch (err) {
        if (!(err instanceof GatewaySignatureError)) throw err;
        const order = (request.body as Record<string, unknown> | null)?.fpx_sellerOrderNo;
        refusals.refused(source, 'signature', { order: typeof order === 'string' ? order.slice(0, 40) : undefined });
        throw new GatewayMessageRefusedError('signature', messagesEn['payments.signatureInvalid']);
      }
      try {
        assertFresh(ack, now(), options.acMaxAgeSeconds);
      } catch (err) {
        refusals.refused(source, 'stale', { orderId: ack.orderId });
        throw err;
      }
      // Stored for good (applied, or in the inbox to be) before the OK.
      if (!(await options.acknowledgements.receive(ack))) {
        refusals.refused(source, 'mismatch', { orderId: ack.orderId });
        throw new GatewayMessageRefusedError('mismatch', messagesEn['payments.acknowledgementMismatch']);
      }
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
