import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { downloadFile } from '../../../lib/http/download-file';
import { dataRightsQueryKey } from './get-data-rights';

/** `GET /api/data-rights/exports/{id}/download`: the ZIP, saved by the browser under the server's name. */
export function downloadExport(id: string): Promise<void> {
  return downloadFile(ApiPaths.dataRights.download(id), `harta-data-${id}.zip`);
}

export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRightsQueryKey }),
  });
}
