import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  confirmEmailCheckResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  confirmEmailTokenParamsSchema,
  resendConfirmationEmailRequestSchema,
} from '@harta/contracts/schemas/registration-signup';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clientSignups } from '../../../db/schema/registration';
import { advanceStep } from '../shared/client-steps';
import { findAddressState, isUnfinishedSignup, sendContinueLink } from '../shared/continue-signup';
import { consumeToken, inspectToken, issueToken, TOKEN_TTL_SECONDS } from '../shared/link-tokens';
import { maskEmail } from '../shared/mask';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';

/** After confirming, the client stands on step 3 (password). */
const NEXT_STEP = 3;

const tags = ['Registration'];

export function tokenError(state: 'EXPIRED' | 'USED' | 'INVALID'): RegistrationError {
  switch (state) {
    case 'EXPIRED':
      return new RegistrationError(400, RegistrationErrorCode.TokenExpired, 'registration.tokenExpired');
    case 'USED':
      return new RegistrationError(400, RegistrationErrorCode.TokenUsed, 'registration.tokenUsed');
    default:
      return new RegistrationError(400, RegistrationErrorCode.TokenInvalid, 'registration.tokenInvalid');
  }
}

/**
 * Step 2 (registration basic auth): the link in the e-mail opens `/registration?confirm=<token>`; the page
 * checks it (confirmEmailCheck), then uses it once (confirmEmail), which answers the password set-up token.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/registration/confirmEmailCheck/:token',
    {
      config: { auth: 'registration' },
      schema: {
        tags,
        summary: 'Step 2: what a confirmation link is worth (VALID, EXPIRED, USED, INVALID), without using it',
        params: confirmEmailTokenParamsSchema,
        response: { 200: confirmEmailCheckResponseSchema },
      },
    },
    async (request) => {
      const { state, userId } = await inspectToken(db, request.params.token, 'confirm_email');
      let emailAddress: string | null = null;
      if (userId && (state === 'VALID' || state === 'EXPIRED')) {
        const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        emailAddress = user ? maskEmail(user.email) : null;
      }
      return { result: { state, emailAddress } };
    },
  );

  app.post(
    ApiPaths.registration.confirmEmail,
    {
      config: { auth: 'registration' },
      schema: {
        tags,
        summary: 'Step 2: confirm the e-mail address (single use); answers the password set-up token',
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const used = await consumeToken(tx, request.body.token, 'confirm_email', now);
        if (!used.ok) return used;
        const [row] = await tx
          .select({ email: users.email, passwordHash: users.passwordHash, clientId: clients.clientId })
          .from(users)
          .innerJoin(clients, eq(clients.userId, users.id))
          .where(and(eq(users.id, used.userId), eq(clients.status, ClientStatus.Draft)));
        // A password already set means the journey moved on: the link has done its job.
        if (!row || row.passwordHash) return { ok: false as const, state: 'USED' as const };
        await tx
          .update(clientSignups)
          .set({ emailConfirmedAt: now })
          .where(and(eq(clientSignups.clientId, row.clientId), isNull(clientSignups.emailConfirmedAt)));
        const currentStep = await advanceStep(tx, row.clientId, NEXT_STEP);
        const setupToken = await issueToken(tx, used.userId, 'password_setup', now);
        return { ok: true as const, emailAddress: row.email, currentStep, setupToken };
      });
      if (!result.ok) throw tokenError(result.state);
      return {
        result: {
          emailAddress: result.emailAddress,
          currentStep: result.currentStep,
          setupToken: result.setupToken,
          setupTokenExpiresInSeconds: TOKEN_TTL_SECONDS.password_setup,
        },
      };
    },
  );

  app.post(
    ApiPaths.registration.resendConfirmationEmail,
    {
      config: { auth: 'registration' },
      schema: {
        tags,
        summary:
          'Step 2: send a new link to a sign-up that stopped before its password (60-second cooldown: 429 says how long to wait)',
        body: resendConfirmationEmailRequestSchema,
        response: { 200: acknowledgedResponseSchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const answer = { result: { message: messagesEn['registration.resendSent'] } };
      const { emailAddress } = request.body;
      const state = await findAddressState(db, emailAddress);
      // Only a sign-up still waiting for its password gets a link; any other address gets the same answer.
      if (!state || !isUnfinishedSignup(state)) return answer;
      const outcome = await sendContinueLink(db, app.mailer, config.publicUrl, emailAddress, state);
      // Asked again within the minute: say how long to wait rather than claim a link went out. (Sign-up already
      // tells whether an address is registered, so this tells nobody anything new.)
      if (!outcome.sent) {
        throw new RegistrationError(
          429,
          RegistrationErrorCode.LinkCooldown,
          'registration.resendCooldown',
          { seconds: outcome.waitSeconds },
          { 'retry-after': String(outcome.waitSeconds) },
        );
      }
      return answer;
    },
  );
};
