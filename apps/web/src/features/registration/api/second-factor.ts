import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  secondFactorDoneResponseSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorStatusResponseSchema,
  type SecondFactorDisableRequest,
} from '@harta/contracts/schemas/second-factor';
import { http } from '../../../lib/http/http-client';

/**
 * My Profile's second factor (docs/account.md "Second factor"): its status, enrolment, confirmation and turning
 * it off. Four small operations of one resource, kept together; refusals (wrong code or password) are shown in
 * the section, not on an error page.
 */
const statusKey = ['second-factor', 'status'] as const;

export const secondFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.secondFactor.status, { schema: secondFactorStatusResponseSchema, signal })).result,
  });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

export function useStartSecondFactorEnrolment() {
  return useMutation({
    mutationFn: async () =>
      (
        await http.post(ApiPaths.secondFactor.enrolment, undefined, {
          schema: secondFactorEnrolmentResponseSchema,
          navigateOnError: false,
        })
      ).result,
  });
}

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await http.post(
          ApiPaths.secondFactor.confirm,
          { code },
          { schema: secondFactorDoneResponseSchema, navigateOnError: false },
        )
      ).result,
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
  });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: SecondFactorDisableRequest) =>
      (
        await http.post(ApiPaths.secondFactor.disable, proof, {
          schema: secondFactorDoneResponseSchema,
          navigateOnError: false,
        })
      ).result,
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
  });
}
