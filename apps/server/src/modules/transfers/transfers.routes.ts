import { errorBodySchema } from '@harta/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@harta/contracts/idempotency';
import { ApiPaths } from '@harta/contracts/paths';
import {
  createTransferRequestSchema,
  transferListResponseSchema,
  transferResponseSchema,
} from '@harta/contracts/schemas/transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { runIdempotent, sendIdempotent } from '../idempotency/idempotent-request';
import { tradeDateOfRequest } from '../trading/trade-calendar-settings';
import { requestTransfer, type PendingClaims } from './request-transfer';
import { listClientTransfers } from './transfer-dto';

export interface TransfersRoutesOptions {
  db: Db;
  /** Pending withdrawals (or other claims) on a portfolio, counted against what may be transferred. */
  pendingClaims?: PendingClaims;
}

const TAG = 'Transfers';

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe('Required: 1 to 255 visible characters, one per confirmed transfer (a retry reuses it).'),
});

/** Transfers between the caller's own portfolios (issue #11 item 9). */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.post(
    ApiPaths.transfers.create,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary:
          'Transfer an amount (or everything) from one of your portfolios to another at the next trade date; idempotent',
        headers: idempotencyHeaders,
        body: createTransferRequestSchema,
        response: {
          201: transferResponseSchema,
          403: errorBodySchema.describe('ACCOUNT_STATUS or FORBIDDEN: the account is not active.'),
          404: errorBodySchema.describe('NOT_FOUND: a portfolio that is not yours.'),
          422: errorBodySchema.describe(
            'INSUFFICIENT_BALANCE: more than is available; IDEMPOTENCY_CONFLICT: the key was used for another request.',
          ),
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      // Read before the transaction: the embedded engine serves one caller at a time.
      const tradeDate = await tradeDateOfRequest(db, new Date());
      const answer = await runIdempotent(db, request, async (tx) => ({
        statusCode: 201,
        body: {
          result: await requestTransfer(tx, client, request.body, { pendingClaims: options.pendingClaims, tradeDate }),
        },
      }));
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    ApiPaths.transfers.list,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Your transfers, newest first (the latest 50; every leg is also in the transactions listing)',
        response: { 200: transferListResponseSchema },
      },
    },
    async (request) => ({ result: await listClientTransfers(db, requireClient(request).clientId) }),
  );
};
