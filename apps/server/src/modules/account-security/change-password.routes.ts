import { profileUpdateResultSchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { changePasswordRequestSchema } from '@harta/contracts/schemas/account-password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { requireClient, requireUser } from '../../plugins/auth/caller';
import { mailSenderOf, sendClientMail } from '../completion/client-mail';
import { changePassword } from './change-password';
import { passwordChangedMail } from './password-changed-mail';

export interface ChangePasswordRoutesOptions {
  db: Db;
  config: Config;
}

const tags = ['My account'];

/**
 * changeUserPassword (change-password page: this session stays, every other one ends) and updateClientPassword
 * (my-profile: every session ends, this one too). docs/account.md explains the difference.
 */
export const changePasswordRoutes: FastifyPluginAsyncZod<ChangePasswordRoutesOptions> = async (app, { db, config }) => {
  for (const [url, signOutEverywhere, summary] of [
    [ApiPaths.clientProfile.changeUserPassword, false, 'Change the password; every other session is signed out'],
    [
      ApiPaths.clientProfile.updateClientPassword,
      true,
      'Change the password and sign out everywhere, this session too',
    ],
  ] as const) {
    app.post(
      url,
      {
        config: { auth: 'client' },
        schema: {
          tags,
          summary,
          body: changePasswordRequestSchema,
          response: { 200: profileUpdateResultSchema },
        },
      },
      async (request) => {
        const client = requireClient(request);
        const user = requireUser(request);
        const result = await changePassword(db, {
          userId: user.sub,
          grantId: user.grantId,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          signOutEverywhere,
          requestId: request.id,
        });
        if (result.changedFor) {
          await sendClientMail(
            mailSenderOf(app),
            request.log,
            passwordChangedMail(
              { emailAddress: result.changedFor, language: client.language },
              new Date(),
              signOutEverywhere,
              config.client.supportEmail,
            ),
          );
        }
        return {
          status: result.status,
          errorMessage: result.errorMessage,
          ...(result.field ? { field: result.field } : {}),
        };
      },
    );
  }
};
