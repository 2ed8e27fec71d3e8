import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { erasureRequestResponseSchema, type ErasureRequest } from '@harta/contracts/schemas/data-rights';
import { http } from '../../../lib/http/http-client';
import { dataRightsQueryKey } from './get-data-rights';

/** `POST /api/data-rights/erasure`: recorded now, carried out once the records' retention has passed. */
export async function requestErasure(): Promise<ErasureRequest> {
  return (
    await http.post(ApiPaths.dataRights.requestErasure, undefined, {
      schema: erasureRequestResponseSchema,
      navigateOnError: false,
    })
  ).result;
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsQueryKey }),
  });
}
