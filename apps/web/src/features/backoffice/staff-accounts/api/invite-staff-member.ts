import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { staffMemberResponseSchema, type InviteStaffMemberRequest } from '@harta/contracts/schemas/staff-accounts';
import { http } from '../../../../lib/http/http-client';
import { staffMembersKey } from './staff-members';

/** `POST /api/backoffice/staff-accounts`: invite by e-mail; 409 (address taken) is shown by the form. */
export function useInviteStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: InviteStaffMemberRequest) =>
      (
        await http.post(ApiPaths.backofficeStaffAccounts.list, request, {
          schema: staffMemberResponseSchema,
          navigateOnError: false,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey }),
  });
}
