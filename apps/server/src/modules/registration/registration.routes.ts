import { ClientStatus } from '@harta/contracts/client-status';
import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { requireClient } from '../../plugins/auth/caller';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { toClientLoginSummary } from '../clients/client.mappers';
import { isQrRefreshEnabled } from '../kyc/handoff.service';
import { registrationClientRoutes } from './client/client.routes';
import { contactRoutes } from './contact/contact.routes';
import { emailConfirmationRoutes } from './email-confirmation/email-confirmation.routes';
import { financialRoutes } from './financial/financial.routes';
import { forgotPasswordRoutes } from './forgot-password/forgot-password.routes';
import { knowledgeRoutes } from './knowledge/knowledge.routes';
import { passwordRoutes } from './password/password.routes';
import { personalRoutes } from './personal/personal.routes';
import { signupRoutes } from './signup/signup.routes';

export interface RegistrationRoutesOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  sms: SmsProvider;
}

const clientIdQuerySchema = z.object({
  /** Optional; when given it must be the caller's own (checked by the auth plugin's ownership hook). */
  clientId: z.coerce.number().int().positive().optional(),
});

/**
 * Registration endpoints (spec section 7; docs/registration.md), one plugin per step. Needs `app.mailer`
 * (modules/mail/mail.plugin.ts) registered first. Steps 4, 9 and 10 live in the kyc and investment-profile modules.
 */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, options) => {
  app.get(
    ApiPaths.registration.getClientLoginById,
    {
      // Every status must get its summary: the app routes DRAFT/PENDING and shows the REJECT/CLOSE/SUSPEND
      // message from it (spec section 4), so this one route is exempt from the status gate.
      config: { auth: 'client', clientStatus: 'any' },
      schema: {
        tags: ['Registration'],
        summary: "The caller's login summary (status, current step) — answered for every client status",
        querystring: clientIdQuerySchema,
        response: { 200: clientLoginSummaryResponseSchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const summary = toClientLoginSummary(client);
      // Only a DRAFT client can hold a hand-off code; the look-up is spared for everyone else.
      if (client.status === ClientStatus.Draft) {
        summary.isQRrefreshButtonEnable = await isQrRefreshEnabled(options.db, client);
      }
      return { result: summary };
    },
  );

  await app.register(signupRoutes, options);
  await app.register(emailConfirmationRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(forgotPasswordRoutes, options);
  await app.register(registrationClientRoutes, options);
  await app.register(personalRoutes, options);
  await app.register(contactRoutes, options);
  await app.register(financialRoutes, options);
  await app.register(knowledgeRoutes, options);
};
