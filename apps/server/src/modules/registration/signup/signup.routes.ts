import { CLIENT_ROLE } from '@harta/contracts/constants';
import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { saveClientRequestSchema, saveClientResponseSchema } from '@harta/contracts/schemas/registration-signup';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clientSignups } from '../../../db/schema/registration';
import { confirmationEmail } from '../shared/emails';
import { issueToken } from '../shared/link-tokens';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';

/** Step 1 after sign-up: the client stands on step 2 (confirm e-mail). */
const NEXT_STEP = 2;

export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/registration?confirm=${encodeURIComponent(token)}`;
}

/**
 * Step 1, POST saveClient (registration basic auth): creates the login (no password yet, role 'c') and the
 * DRAFT client in one transaction, then e-mails the confirmation link. A taken e-mail answers 409 EMAIL_TAKEN.
 */
export const signupRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db, config }) => {
  app.post(
    ApiPaths.registration.saveClient,
    {
      config: { auth: 'registration' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 1: sign up (creates the DRAFT client and sends the confirmation e-mail)',
        body: saveClientRequestSchema,
        response: { 200: saveClientResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const input = request.body;
      const now = new Date();
      const created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: input.emailAddress, roles: [CLIENT_ROLE] })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return null;
        const [client] = await tx
          .insert(clients)
          .values({
            userId: user.id,
            emailAddress: input.emailAddress,
            givenName: input.givenName,
            mobileNumber: input.mobileNumber,
            status: ClientStatus.Draft,
            currentStep: NEXT_STEP,
            isMobileRegistration: input.isMobileRegistration,
          })
          .returning({ clientId: clients.clientId });
        await tx.insert(clientSignups).values({
          clientId: client!.clientId,
          referralCode: input.referralCode ? input.referralCode.toUpperCase() : null,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        });
        const token = await issueToken(tx, user.id, 'confirm_email', now);
        return { token };
      });

      if (!created) {
        // Say which way forward fits: a half-finished sign-up needs the link, a full account needs a login.
        const [existing] = await db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.email, input.emailAddress));
        throw new RegistrationError(
          409,
          RegistrationErrorCode.EmailTaken,
          existing && !existing.passwordHash ? 'registration.emailPending' : 'registration.emailTaken',
        );
      }

      await app.mailer.send(
        confirmationEmail(input.emailAddress, input.givenName, confirmationLink(config.publicUrl, created.token)),
      );
      return {
        result: {
          emailAddress: input.emailAddress,
          currentStep: NEXT_STEP,
          message: messagesEn['registration.confirmationSent'],
        },
      };
    },
  );
};
