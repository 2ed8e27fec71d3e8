import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { staffMembersResponseSchema } from '@harta/contracts/schemas/staff-accounts';
import { http } from '../../../../lib/http/http-client';

export const staffMembersKey = ['backoffice', 'staff-accounts'] as const;

/** `GET /api/backoffice/staff-accounts` (administrators): every staff member. */
export function useStaffMembers() {
  return useQuery({
    queryKey: staffMembersKey,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeStaffAccounts.list, { schema: staffMembersResponseSchema, signal })).result,
  });
}
