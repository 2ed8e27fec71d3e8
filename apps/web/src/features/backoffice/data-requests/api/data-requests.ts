import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dataRequestListResponseSchema, erasureRequestResponseSchema } from '@harta/contracts/schemas/data-rights';
import { http } from '../../../../lib/http/http-client';

/**
 * The staff side of personal-data requests (docs/operations.md "Personal-data requests"): the list (asked again
 * every five seconds while an export is being prepared) and carrying out a due erasure. One small module: the
 * calls share their cache key and are only used by the page.
 */
const listKey = ['backoffice', 'data-requests'] as const;

export function useDataRequests() {
  return useQuery({
    queryKey: listKey,
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeDataRequests.list, { schema: dataRequestListResponseSchema, signal })).result,
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'REQUESTED' || r.status === 'RUNNING') ? 5_000 : false,
  });
}

/** Records an erasure request a closed client sent another way; 404 / 409 are shown by the caller. */
export function useRecordErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      http.post(ApiPaths.backofficeDataRequests.recordErasure(clientId), undefined, {
        schema: erasureRequestResponseSchema,
        navigateOnError: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** Carries out a due erasure; 409 (not closed, not due, done) is shown by the caller. */
export function useCarryOutErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.post(ApiPaths.backofficeDataRequests.erase(id), undefined, {
        schema: erasureRequestResponseSchema,
        navigateOnError: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
