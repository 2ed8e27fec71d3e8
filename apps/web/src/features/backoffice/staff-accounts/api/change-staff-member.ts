import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { staffMemberResponseSchema } from '@harta/contracts/schemas/staff-accounts';
import type { StaffRole } from '@harta/contracts/staff-roles';
import { http } from '../../../../lib/http/http-client';
import { staffMembersKey } from './staff-members';

/** One change to a member: their roles, disable, enable, or a new invitation. */
export type StaffMemberChange =
  { kind: 'roles'; roles: StaffRole[] } | { kind: 'disable' } | { kind: 'enable' } | { kind: 'resendInvitation' };

function send(userId: string, change: StaffMemberChange) {
  const paths = ApiPaths.backofficeStaffAccounts;
  const options = { schema: staffMemberResponseSchema, navigateOnError: false };
  switch (change.kind) {
    case 'roles':
      return http.put(paths.roles(userId), { roles: change.roles }, options);
    case 'disable':
      return http.post(paths.disable(userId), undefined, options);
    case 'enable':
      return http.post(paths.enable(userId), undefined, options);
    case 'resendInvitation':
      return http.post(paths.invitation(userId), undefined, options);
  }
}

/**
 * The member's actions (`PUT …/roles`, `POST …/disable`, `…/enable`, `…/invitation`); a refused one (409: the last
 * administrator, yourself) is shown by the caller.
 */
export function useChangeStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, change }: { userId: string; change: StaffMemberChange }) =>
      (await send(userId, change)).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey }),
  });
}
