import { z } from 'zod';
import { StaffRoles } from '../staff-roles';
import { boundedString, emailSchema, nonBlankSchema } from '../validators';

/**
 * Staff accounts, managed in the back office by administrators (docs/backoffice.md, "Staff roles"). Paths in
 * `ApiPaths.backofficeStaffAccounts`. A member's roles are the `staff:<role>` entries of their login's role list;
 * here they are plain role names.
 */

export const STAFF_NAME_MAX = 100;

export const staffRoleListSchema = z
  .array(z.enum(StaffRoles))
  .min(1, { message: 'staffAccounts.rolesRequired' })
  .max(StaffRoles.length)
  // One entry per role, in the order StaffRoles lists them, whatever order was sent.
  .transform((roles) => StaffRoles.filter((role) => roles.includes(role)));

/** Active, disabled, or invited (no password chosen yet). */
export const StaffMemberStatuses = ['active', 'invited', 'disabled'] as const;
export type StaffMemberStatus = (typeof StaffMemberStatuses)[number];

export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  roles: z.array(z.enum(StaffRoles)),
  status: z.enum(StaffMemberStatuses),
  /** ISO instant of the last successful password sign-in, or null (never, or before sign-ins were recorded). */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMembersResponseSchema = z.object({ result: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ result: staffMemberSchema });

/** POST invite: a login without a password, and an e-mail with a single-use link to choose one. */
export const inviteStaffMemberRequestSchema = z.object({
  email: boundedString({ error: 'validation.required' }, 320, 'validation.email')
    .trim()
    .pipe(emailSchema({ required: true }))
    .transform((v) => v.toLowerCase()),
  displayName: nonBlankSchema().trim().max(STAFF_NAME_MAX),
  roles: staffRoleListSchema,
});
export type InviteStaffMemberRequest = z.input<typeof inviteStaffMemberRequestSchema>;

/** PUT roles: the member's whole role set (at least one role; disable a member to take every access away). */
export const updateStaffRolesRequestSchema = z.object({ roles: staffRoleListSchema });
export type UpdateStaffRolesRequest = z.input<typeof updateStaffRolesRequestSchema>;

export const staffMemberParamsSchema = z.object({ userId: z.uuid() });
