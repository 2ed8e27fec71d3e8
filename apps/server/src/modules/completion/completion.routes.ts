import { mailLanguage } from '../mail/mail-language';
import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  activateClientResponseSchema,
  completeRegistrationRequestSchema,
  completeRegistrationResponseSchema,
} from '@harta/contracts/schemas/registration-completion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import { AppError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { assertCanSaveStep } from '../registration/shared/client-steps';
import { mailSenderOf, sendClientMail } from './client-mail';
import { activate, incompleteError, missingSteps, recordSubmission } from './completion.service';
import { moveStatus } from './registration-progress';
import { messagesEn } from '@harta/contracts/messages';

const REVIEW_STEP = 10;

/** Step 10 (submit for review) and the first login after approval (docs/registration.md). */
export const completionRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.post(
    ApiPaths.registration.completeRegistration,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 10: submit the application for review (status PENDING, confirmation e-mail)',
        description:
          '409 REGISTRATION_INCOMPLETE lists the unfinished steps in `issues`; 409 NOT_DRAFT after submission.',
        body: completeRegistrationRequestSchema,
        response: { 200: completeRegistrationResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, 1);
      const missing = await missingSteps(db, client.clientId);
      if (missing.length > 0) throw incompleteError(missing);
      const submittedAt = new Date();
      await db.transaction(async (tx) => {
        if (!(await moveStatus(tx, client.clientId, ClientStatus.Draft, ClientStatus.Pending))) {
          throw new AppError(409, 'NOT_DRAFT', messagesEn['registration.notDraft']);
        }
        await recordSubmission(tx, client.clientId, submittedAt);
        await writeAudit(tx, {
          actor: request.user?.sub ?? 'client',
          action: 'registration.submit',
          subjectType: 'client',
          subjectId: client.clientId,
          details: { declarationsAccepted: true },
          requestId: request.id,
        });
      });
      const m = mailLanguage(client.language);
      await sendClientMail(mailSenderOf(app), request.log, {
        to: client.emailAddress,
        subject: m.text('submitted.subject'),
        text: [
          m.text('mail.dear', { name: client.givenName }),
          m.text('submitted.body'),
          m.text('submitted.status', { url: `${config.publicUrl}/user-login` }),
          m.text('mail.signature'),
        ].join('\n\n'),
      });
      return {
        result: {
          status: ClientStatus.Pending,
          currentStep: Math.max(client.currentStep, REVIEW_STEP),
          submittedAt: submittedAt.toISOString(),
        },
      };
    },
  );

  app.get(
    ApiPaths.clientProfile.activateClient,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Client profile'],
        summary: 'First login after approval: records the activation once; showWelcome tells the app to greet',
        response: { 200: activateClientResponseSchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const { activatedAt, showWelcome } = await activate(db, client);
      return {
        result: {
          status: client.status,
          activated: activatedAt !== null,
          activatedAt: activatedAt?.toISOString() ?? null,
          showWelcome,
        },
      };
    },
  );
};
