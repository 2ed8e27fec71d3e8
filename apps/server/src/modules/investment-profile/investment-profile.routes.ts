import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  etfRecommendationRequestSchema,
  etfRecommendationResponseSchema,
  investmentProfileResponseSchema,
  riskLevelSchema,
  riskListResponseSchema,
  saveInvestmentProfileRequestSchema,
  saveInvestmentProfileResponseSchema,
} from '@harta/contracts/schemas/registration-investment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { requestLanguage } from '../../http/request-language';
import { requireClient } from '../../plugins/auth/caller';
import { advanceStep, assertCanSaveStep } from '../registration/shared/client-steps';
import { getProfile, recommendation, riskList, saveProfile, toInvestmentProfile } from './investment-profile.service';
import { ensureInvestmentReferenceData } from './reference-data';
import { routePattern } from '../../http/route-pattern';

const INVESTMENT_STEP = 9;
const REVIEW_STEP = 10;

const clientIdQuerySchema = z.object({ clientId: z.coerce.number().int().positive().optional() });

/**
 * Step 9 (docs/registration.md) and the risk list dropdown. The profile page's update of an approved client is
 * modules/profile-updates (the same saveProfile).
 */
export const investmentProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await ensureInvestmentReferenceData(db);

  app.get(
    ApiPaths.dropDown.getRiskList,
    {
      schema: {
        tags: ['Dropdowns'],
        summary: 'Risk levels 1–5 with their model portfolio names, descriptions, expected return and volatility',
        response: { 200: riskListResponseSchema },
      },
    },
    async (request) => ({ result: await riskList(db, requestLanguage(request)) }),
  );

  app.post(
    routePattern(ApiPaths.registration.getETFRecommendation, 'id'),
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 9: the model portfolio of risk level {id} (1–5), capped at the caller’s maximum level',
        params: z.object({ id: riskLevelSchema }),
        body: etfRecommendationRequestSchema.optional(),
        response: { 200: etfRecommendationResponseSchema },
      },
    },
    async (request) => ({
      result: await recommendation(
        db,
        requireClient(request).clientId,
        request.params.id,
        requestLanguage(request),
        request.body?.shariah ?? false,
      ),
    }),
  );

  app.get(
    ApiPaths.registration.getInvestmentProfileByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: "Step 9: the caller's saved questionnaire and risk level (null before the first save)",
        querystring: clientIdQuerySchema,
        response: { 200: investmentProfileResponseSchema },
      },
    },
    async (request) => ({ result: await getProfile(db, requireClient(request).clientId, requestLanguage(request)) }),
  );

  const saveHandler = async (
    request: { body: z.infer<typeof saveInvestmentProfileRequestSchema> } & Parameters<typeof requireClient>[0],
  ) => {
    const client = requireClient(request);
    assertCanSaveStep(client, INVESTMENT_STEP);
    const { row, currentStep } = await db.transaction(async (tx) => {
      const saved = await saveProfile(tx, client.clientId, request.body);
      return { row: saved, currentStep: await advanceStep(tx, client.clientId, REVIEW_STEP) };
    });
    return { result: { ...(await toInvestmentProfile(db, row, requestLanguage(request))), currentStep } };
  };

  for (const path of [ApiPaths.registration.saveInvestmentProfile, ApiPaths.registration.updateInvestmentProfile]) {
    app.post(
      path,
      {
        config: { auth: 'client' },
        schema: {
          tags: ['Registration'],
          summary: 'Step 9: save the risk questionnaire and the chosen level (at most the scored, capped level)',
          body: saveInvestmentProfileRequestSchema,
          response: { 200: saveInvestmentProfileResponseSchema, 409: errorBodySchema },
        },
      },
      saveHandler,
    );
  }
};
