import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  devSecondFactorCodeQuerySchema,
  devSecondFactorCodeResponseSchema,
  loginEnrolmentRequestSchema,
  secondFactorConfirmRequestSchema,
  secondFactorDisableRequestSchema,
  secondFactorDoneResponseSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorStatusResponseSchema,
  staffSecondFactorResetParamsSchema,
  staffSecondFactorResetResponseSchema,
} from '@harta/contracts/schemas/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestActor } from '../../plugins/auth/caller';
import type { SecondFactorService } from './second-factor.service';

export interface SecondFactorRoutesOptions {
  service: SecondFactorService;
}

const TAG = 'Second factor';

/**
 * The second factor's routes beside the password grant (docs/security.md "Second factor"; docs/account.md for
 * the client's own; docs/backoffice.md for staff sign-in and the reset).
 */
export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRoutesOptions> = async (app, { service }) => {
  const paths = ApiPaths.secondFactor;

  app.post(
    paths.loginEnrolment,
    {
      config: { auth: 'public' },
      schema: {
        tags: [TAG],
        summary: "A staff member's enrolment at first sign-in (after the password grant's mfa_enrollment_required)",
        description:
          'The same credentials as the password grant (a counted attempt of the login lockout). Answers a new secret ' +
          'to scan and its recovery codes; the first code sent to the password grant as `otp` confirms it.',
        body: loginEnrolmentRequestSchema,
        response: {
          200: secondFactorEnrolmentResponseSchema,
          401: errorBodySchema.describe('Wrong e-mail or password.'),
          403: errorBodySchema.describe('Locked (the spec’s lockout message), or not a staff login.'),
          409: errorBodySchema.describe('The second factor is already on.'),
        },
      },
    },
    async (request) => ({
      result: await service.startLoginEnrolment(request.body.username, request.body.password, request.id),
    }),
  );

  app.get(
    paths.status,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Whether my second factor is on, and how many recovery codes are left',
        response: { 200: secondFactorStatusResponseSchema },
      },
    },
    async (request) => ({ result: await service.status(requestActor(request).userId) }),
  );

  app.post(
    paths.enrolment,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Start turning on my second factor: a new secret and recovery codes, shown once',
        response: { 200: secondFactorEnrolmentResponseSchema, 409: errorBodySchema.describe('Already on.') },
      },
    },
    async (request) => ({ result: await service.startProfileEnrolment(requestActor(request)) }),
  );

  app.post(
    paths.confirm,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Turn on my second factor with the first code from the authenticator app',
        body: secondFactorConfirmRequestSchema,
        response: {
          200: secondFactorDoneResponseSchema,
          400: errorBodySchema.describe('A wrong or already used code.'),
          409: errorBodySchema.describe('No set-up in progress, or already on.'),
        },
      },
    },
    async (request) => ({ result: await service.confirm(requestActor(request), request.body.code) }),
  );

  app.post(
    paths.disable,
    {
      config: { auth: 'client' },
      schema: {
        tags: [TAG],
        summary: 'Turn off my second factor with my password or a code (a counted attempt of the login lockout)',
        body: secondFactorDisableRequestSchema,
        response: {
          200: secondFactorDoneResponseSchema,
          400: errorBodySchema.describe('A wrong password or code.'),
          403: errorBodySchema.describe('Locked, or a staff login (staff must keep it).'),
          409: errorBodySchema.describe('The second factor is not on.'),
        },
      },
    },
    async (request) => ({ result: await service.disable(requestActor(request), request.body) }),
  );

  app.post(
    '/api/backoffice/staff/:userId/second-factor/reset',
    {
      config: { auth: 'staff', staffRoles: ['administrator'] },
      schema: {
        tags: [TAG],
        summary: "Reset a staff member's second factor: their sessions end and they enrol again at the next sign-in",
        params: staffSecondFactorResetParamsSchema,
        response: {
          200: staffSecondFactorResetResponseSchema,
          404: errorBodySchema.describe('No staff member has this id.'),
        },
      },
    },
    async (request) => ({ result: await service.resetStaffMember(requestActor(request), request.params.userId) }),
  );
};

/**
 * GET /api/dev/second-factor-code?email=: the code of the moment of a seeded demo member (the documented demo
 * secret only). Development and test only: app.ts does not register it when ENVIRONMENT=production, like
 * /api/dev/mailbox.
 */
export const devSecondFactorCodeRoutes: FastifyPluginAsyncZod<SecondFactorRoutesOptions> = async (app, { service }) => {
  app.get(
    ApiPaths.secondFactor.devCode,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Development'],
        summary: 'Development only: the current second-factor code of a demo staff member',
        querystring: devSecondFactorCodeQuerySchema,
        response: { 200: devSecondFactorCodeResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ result: await service.demoCode(request.query.email) }),
  );
};
