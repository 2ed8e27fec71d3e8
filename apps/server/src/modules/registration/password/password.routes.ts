import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  saveClientPasswordRequestSchema,
  saveClientPasswordResponseSchema,
} from '@harta/contracts/schemas/registration-signup';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clearLockout } from '../../../identity/lockout';
import { hashPassword } from '../../../identity/passwords';
import { advanceStep } from '../shared/client-steps';
import { consumeToken } from '../shared/link-tokens';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';

/** After the password, the client stands on step 4 (identity documents) and logs in. */
const NEXT_STEP = 4;

/**
 * Step 3, POST saveClientPassword (registration basic auth + the set-up token from confirmEmail): sets the
 * argon2id hash once. The app then logs in with the password grant.
 */
export const passwordRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, { db }) => {
  app.post(
    ApiPaths.registration.saveClientPassword,
    {
      config: { auth: 'registration' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 3: set the password (set-up token from confirmEmail, single use)',
        body: saveClientPasswordRequestSchema,
        response: { 200: saveClientPasswordResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      // Hash before the transaction: argon2 takes a while and must not hold row locks.
      const passwordHash = await hashPassword(request.body.password);
      const result = await db.transaction(async (tx) => {
        const used = await consumeToken(tx, request.body.setupToken, 'password_setup');
        if (!used.ok) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, used.userId), isNull(users.passwordHash)))
          .returning({ email: users.email });
        if (!user) return null;
        // Guesses made while the login had no password were counted like any unknown name's: start clean.
        await clearLockout(tx, used.userId);
        const [client] = await tx
          .select({ clientId: clients.clientId })
          .from(clients)
          .where(and(eq(clients.userId, used.userId), eq(clients.status, ClientStatus.Draft)));
        if (!client) return null;
        const currentStep = await advanceStep(tx, client.clientId, NEXT_STEP);
        return { emailAddress: user.email, currentStep };
      });
      if (!result) {
        throw new RegistrationError(400, RegistrationErrorCode.TokenInvalid, 'registration.setupTokenInvalid');
      }
      return { result };
    },
  );
};
