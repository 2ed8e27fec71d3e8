import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@harta/contracts/schemas/registration-signup';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/identity';
import { clearLockout } from '../../../identity/lockout';
import { hashPassword } from '../../../identity/passwords';
import { consumeToken } from '../shared/link-tokens';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { revokeAccountTokens } from './revoke-sessions';
import { sendAccountLink } from './send-reset-link';

const tags = ['Registration'];

/**
 * Forgot password (registration basic auth). forgotPassword answers the same whether or not the address has
 * an account (and within the 60-second cooldown it sends nothing new); an unfinished sign-up gets the link to
 * continue it instead of a reset link; resetPassword uses the link's token
 * once, sets the new password, ends the server-side lockout and revokes every refresh token of the account.
 */
export const forgotPasswordRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db, config }) => {
  // Reset links still being written or mailed when the answer has gone; closing the app waits for them.
  const unfinished = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(unfinished);
  });

  app.post(
    ApiPaths.registration.forgotPassword,
    {
      config: { auth: 'registration' },
      schema: {
        tags,
        summary: 'E-mail a password reset link (the same answer whether or not the address has an account)',
        body: forgotPasswordRequestSchema,
        response: { 200: acknowledgedResponseSchema },
      },
    },
    async (request) => {
      const answer = { result: { message: messagesEn['registration.forgotPasswordSent'] } };
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, request.body.emailAddress), eq(users.disabled, false)));
      // Up to here a known and an unknown address cost the same; what only a known one needs (which link, cooldown
      // check, token, mail, SMTP) happens after the answer, so the answer's time does not tell whether it has an
      // account. A sign-up that stopped before its password has nothing to reset: it gets the link to continue.
      if (user) {
        const sending: Promise<void> = sendAccountLink(db, app.mailer, config.publicUrl, request.body.emailAddress)
          .catch((err: unknown) => request.log.error({ err }, 'forgotPassword: reset link not sent'))
          .finally(() => unfinished.delete(sending));
        unfinished.add(sending);
      }
      return answer;
    },
  );

  app.post(
    ApiPaths.registration.resetPassword,
    {
      config: { auth: 'registration' },
      schema: {
        tags,
        summary: 'Set a new password with the reset token (single use, 1 hour); ends lockout, revokes sessions',
        body: resetPasswordRequestSchema,
        response: { 200: acknowledgedResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await db.transaction(async (tx) => {
        const used = await consumeToken(tx, request.body.token, 'password_reset');
        if (!used.ok) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, used.userId), eq(users.disabled, false)))
          .returning({ id: users.id });
        if (!user) return null;
        await revokeAccountTokens(tx, user.id);
        await tx.insert(auditLog).values({
          actor: user.id,
          action: 'password.reset',
          subjectType: 'user',
          subjectId: user.id,
          requestId: request.id,
        });
        return user.id;
      });
      if (!userId) {
        throw new RegistrationError(400, RegistrationErrorCode.TokenInvalid, 'registration.resetTokenInvalid');
      }
      await clearLockout(db, userId);
      return { result: { message: messagesEn['registration.passwordReset'] } };
    },
  );
};
