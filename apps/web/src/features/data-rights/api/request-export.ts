import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { dataExportResponseSchema, type DataExport } from '@harta/contracts/schemas/data-rights';
import { http } from '../../../lib/http/http-client';
import { dataRightsQueryKey } from './get-data-rights';

/** `POST /api/data-rights/exports`: a copy prepared in the background; 409/429 come back to the page. */
export async function requestExport(): Promise<DataExport> {
  return (
    await http.post(ApiPaths.dataRights.requestExport, undefined, {
      schema: dataExportResponseSchema,
      navigateOnError: false,
    })
  ).result;
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsQueryKey }),
  });
}
