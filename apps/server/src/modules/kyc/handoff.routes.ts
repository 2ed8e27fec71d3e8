import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  handoffRedeemRequestSchema,
  handoffRedeemResponseSchema,
  handoffResponseSchema,
} from '@harta/contracts/schemas/registration-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { AppError } from '../../plugins/errors/app-error';
import { createHandoff, redeemHandoff } from './handoff.service';

/** Redeeming is public: 10 tries a minute per address keeps guessing hopeless (codes are 256-bit anyway). */
const REDEEM_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export const handoffRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.post(
    ApiPaths.registration.handoff,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: 'QR hand-off: a single-use code (10 minutes) to continue the registration on another device',
        description: 'DRAFT clients only. A new code retires the earlier one (the refresh button).',
        response: { 200: handoffResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      if (client.status !== ClientStatus.Draft) {
        throw new AppError(409, 'NOT_DRAFT', messagesEn['registration.notDraft']);
      }
      return { result: await createHandoff(db, client, publicUrl) };
    },
  );

  app.post(
    ApiPaths.registration.handoffRedeem,
    {
      config: { rateLimit: REDEEM_RATE_LIMIT },
      schema: {
        tags: ['Registration'],
        summary: 'QR hand-off: exchange the code for a one-time login ticket (public, rate limited)',
        description:
          'The ticket (60 s, single use) is exchanged for tokens at the identity server (see docs/registration.md). ' +
          'An unknown, used or expired code answers 400 HANDOFF_INVALID.',
        body: handoffRedeemRequestSchema,
        response: { 200: handoffRedeemResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const redeemed = await redeemHandoff(db, request.body.code);
      if (!redeemed) throw new AppError(400, 'HANDOFF_INVALID', messagesEn['handoff.invalid']);
      return { result: redeemed };
    },
  );
};
