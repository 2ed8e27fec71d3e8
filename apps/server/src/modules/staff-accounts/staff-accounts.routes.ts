import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  inviteStaffMemberRequestSchema,
  staffMemberParamsSchema,
  staffMemberResponseSchema,
  staffMembersResponseSchema,
  updateStaffRolesRequestSchema,
} from '@harta/contracts/schemas/staff-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { requestActor } from '../../plugins/auth/caller';
import { routePattern } from '../../http/route-pattern';
import { createStaffAccountsService } from './staff-accounts.service';

export interface StaffAccountsRoutesOptions {
  db: Db;
  /** The app's public address: the invitation link points at its set-password form. */
  publicUrl: string;
}

const tags = ['Staff accounts'];
const paths = ApiPaths.backofficeStaffAccounts;
/** Managing staff accounts is the administrator's alone (docs/backoffice.md, "Staff roles"). */
const config = { auth: 'staff', staffRoles: ['administrator'] } as const;
const memberAnswers = { 200: staffMemberResponseSchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Staff accounts in the back office: list, invite by e-mail, change roles, disable and enable. Administrators
 * only; every change is audited; the rules (the last active administrator, nobody disables themself) are the
 * service's.
 */
export const staffAccountsRoutes: FastifyPluginAsyncZod<StaffAccountsRoutesOptions> = async (app, options) => {
  const service = createStaffAccountsService({ db: options.db, mailer: app.mailer, publicUrl: options.publicUrl });
  const memberPath = (path: (userId: string) => string) => routePattern(path, 'userId');

  app.get(
    paths.list,
    {
      config,
      schema: {
        tags,
        summary: 'Every staff member: name, e-mail, roles, status (active, invited, disabled) and last sign-in',
        response: { 200: staffMembersResponseSchema },
      },
    },
    async () => ({ result: await service.list() }),
  );

  app.post(
    paths.list,
    {
      config,
      schema: {
        tags,
        summary: 'Invite a member by e-mail: a single-use link (72 hours) to choose a password; audit-logged',
        body: inviteStaffMemberRequestSchema,
        response: { 200: staffMemberResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => ({ result: await service.invite(request.body, requestActor(request)) }),
  );

  app.put(
    memberPath(paths.roles),
    {
      config,
      schema: {
        tags,
        summary: "Replace a member's roles (never the last active administrator's, nor your own administrator role)",
        params: staffMemberParamsSchema,
        body: updateStaffRolesRequestSchema,
        response: memberAnswers,
      },
    },
    async (request) => ({
      result: await service.setRoles(request.params.userId, request.body.roles, requestActor(request)),
    }),
  );

  app.post(
    memberPath(paths.disable),
    {
      config,
      schema: {
        tags,
        summary: 'Disable a member: every session ends at once (never yourself, nor the last active administrator)',
        params: staffMemberParamsSchema,
        response: memberAnswers,
      },
    },
    async (request) => ({ result: await service.disable(request.params.userId, requestActor(request)) }),
  );

  app.post(
    memberPath(paths.enable),
    {
      config,
      schema: {
        tags,
        summary: 'Enable a disabled member again (they sign in with their password); audit-logged',
        params: staffMemberParamsSchema,
        response: memberAnswers,
      },
    },
    async (request) => ({ result: await service.enable(request.params.userId, requestActor(request)) }),
  );

  app.post(
    memberPath(paths.invitation),
    {
      config,
      schema: {
        tags,
        summary: 'Send a new invitation link to a member who has not chosen a password (the old link stops)',
        params: staffMemberParamsSchema,
        response: memberAnswers,
      },
    },
    async (request) => ({ result: await service.resendInvitation(request.params.userId, requestActor(request)) }),
  );
};
