import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@harta/contracts/schemas/registration-signup';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog } from '../../../db/schema/audit';
import { users } from '../../../db/schema/identity';
import { clearLockout } from '../../../identity/lockout';
import { hashPassword } from '../../../identity/passwords';
import { passwordResetEmail } from '../shared/emails';
import { consumeToken, issueToken, lastTokenIssuedAt } from '../shared/link-tokens';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';
import { revokeAccountTokens } from './revoke-sessions';

const RESET_COOLDOWN_MS = 60_000;
const tags = ['Registration'];

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/user-login?reset=${encodeURIComponent(token)}`;
}

/**
 * Forgot password (registration basic auth). forgotPassword answers the same whether or not the address has
 * an account (and within the 60-second cooldown it sends nothing new); resetPassword uses the link's token
 * once, sets the new password, ends the server-side lockout and revokes every refresh token of the account.
 */
export const forgotPasswordRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db, config }) => {
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
        .where(
          and(eq(users.email, request.body.emailAddress), isNotNull(users.passwordHash), eq(users.disabled, false)),
        );
      if (!user) return answer;
      const last = await lastTokenIssuedAt(db, user.id, 'password_reset');
      if (last && Date.now() - last.getTime() < RESET_COOLDOWN_MS) return answer;
      const token = await issueToken(db, user.id, 'password_reset');
      await app.mailer.send(passwordResetEmail(request.body.emailAddress, resetLink(config.publicUrl, token)));
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
