import { CLIENT_ROLE } from '@harta/contracts/constants';
import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { PRIVACY_VERSION, TERMS_VERSION } from '@harta/contracts/legal-documents';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { saveClientRequestSchema, saveClientResponseSchema } from '@harta/contracts/schemas/registration-signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/connection';
import { auditLog } from '../../../db/schema/audit';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clientSignups } from '../../../db/schema/registration';
import {
  confirmationLink,
  findAddressState,
  isUnfinishedSignup,
  sendContinueLink,
  type AddressState,
} from '../shared/continue-signup';
import { mailLanguage } from '../../mail/mail-language';
import { confirmationEmail } from '../shared/emails';
import { issueToken } from '../shared/link-tokens';
import { archiveRejectedLogin, reapplyAfterDays, reapplyFrom } from '../shared/reapply';
import { RegistrationError, RegistrationErrorCode } from '../shared/registration-errors';
import type { RegistrationRoutesOptions } from '../registration.routes';

/** Step 1 after sign-up: the client stands on step 2 (confirm e-mail). */
const NEXT_STEP = 2;

type Input = z.output<typeof saveClientRequestSchema>;

/** The login (no password yet, role 'c'), the DRAFT client and its consents; null when the e-mail is taken. */
async function createSignup(tx: Tx, input: Input, now: Date) {
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
      language: input.language,
    })
    .returning({ clientId: clients.clientId });
  await tx.insert(clientSignups).values({
    clientId: client!.clientId,
    referralCode: input.referralCode ? input.referralCode.toUpperCase() : null,
    termsAcceptedAt: now,
    privacyAcceptedAt: now,
    termsVersion: input.termsVersion ?? TERMS_VERSION,
    privacyVersion: input.privacyVersion ?? PRIVACY_VERSION,
  });
  const token = await issueToken(tx, user.id, 'confirm_email', now);
  return { token, clientId: client!.clientId };
}

/** A rejected application whose cooling-off has passed (the rejection letter named the date). */
async function mayApplyAgain(db: Db, state: AddressState, now: Date): Promise<boolean> {
  if (state.status !== ClientStatus.Reject || !state.decidedAt || state.clientId === null) return false;
  return reapplyFrom(state.decidedAt, await reapplyAfterDays(db)) <= now;
}

/**
 * Step 1, POST saveClient (registration basic auth): creates the login (no password yet, role 'c') and the
 * DRAFT client in one transaction, then e-mails the confirmation link. An address that is taken has a way
 * forward in every state (issue 15 item 1):
 * - a sign-up that stopped before its password: a new link goes to the address (200, signupResumed);
 * - a rejected application past its cooling-off: a new application starts (the old one stays as the record);
 * - anything else: 409 EMAIL_TAKEN (log in, or forgot password).
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
      let created = await db.transaction((tx) => createSignup(tx, input, now));

      if (!created) {
        const state = await findAddressState(db, input.emailAddress);
        if (state && isUnfinishedSignup(state)) {
          // Within the minute after the last link nothing new is sent; that link is on its way.
          await sendContinueLink(db, app.mailer, config.publicUrl, input.emailAddress, state, now);
          return {
            result: {
              emailAddress: input.emailAddress,
              currentStep: NEXT_STEP,
              message: messagesEn['registration.signupResumed'],
            },
          };
        }
        if (state && (await mayApplyAgain(db, state, now))) {
          created = await db.transaction(async (tx) => {
            await archiveRejectedLogin(tx, state.userId, state.clientId!);
            const fresh = await createSignup(tx, input, now);
            if (fresh) {
              await tx.insert(auditLog).values({
                actor: state.userId,
                action: 'registration.reapply',
                subjectType: 'client',
                subjectId: String(fresh.clientId),
                details: { previousClientId: state.clientId },
                requestId: request.id,
              });
            }
            return fresh;
          });
        }
      }
      if (!created) {
        throw new RegistrationError(409, RegistrationErrorCode.EmailTaken, 'registration.emailTaken');
      }

      await app.mailer.send(
        confirmationEmail(
          input.emailAddress,
          input.givenName,
          confirmationLink(config.publicUrl, created.token),
          mailLanguage(input.language),
        ),
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
