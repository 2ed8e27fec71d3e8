import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientIdQuerySchema, stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  getKnowledgeResponseSchema,
  saveKnowledgeRequestSchema,
} from '@harta/contracts/schemas/registration-knowledge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireClient } from '../../../plugins/auth/caller';
import { loadKnowledge } from '../client/step-data';
import { advanceStep, assertCanSaveStep } from '../shared/client-steps';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { writeKnowledge } from './save-knowledge';

const STEP = 8;
const tags = ['Registration'];

/** Step 8, investment knowledge and experience (bearer, DRAFT); stores the risk cap step 9 applies. */
export const knowledgeRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.registration.getKnowledgeQuestionByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 8: saved knowledge answers and the risk cap (null until saved)',
        querystring: clientIdQuerySchema,
        response: { 200: getKnowledgeResponseSchema },
      },
    },
    async (request) => ({ result: await loadKnowledge(db, requireClient(request)) }),
  );

  app.post(
    ApiPaths.registration.saveClientKnowledgeQuestion,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'Step 8: save the knowledge and experience answers',
        body: saveKnowledgeRequestSchema,
        response: { 200: stepSavedResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, STEP);
      const input = request.body;
      const currentStep = await db.transaction(async (tx) => {
        await writeKnowledge(tx, client.clientId, client.emailAddress, input);
        return advanceStep(tx, client.clientId, STEP + 1);
      });
      return { result: { clientId: client.clientId, currentStep } };
    },
  );
};
