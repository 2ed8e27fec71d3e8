import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentReplacementDecisionResponseSchema,
  documentReplacementQueueResponseSchema,
} from '@harta/contracts/schemas/profile-documents';
import { http } from '../../../../lib/http/http-client';

/**
 * The staff side of identity-document replacements (docs/account.md): the queue awaiting review, approve, reject
 * with a reason. One small module: the calls share their cache key and are only used by the queue page.
 */
const queueKey = ['backoffice', 'document-replacements'] as const;

export function useDocumentReplacementQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) =>
      (
        await http.get(ApiPaths.backofficeDocumentReplacements.queue, {
          schema: documentReplacementQueueResponseSchema,
          signal,
        })
      ).result,
  });
}

/** Approve (no reason) or reject (with one); 409 (already decided) is shown by the caller. */
export function useDecideDocumentReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? http.post(ApiPaths.backofficeDocumentReplacements.approve(id), undefined, {
            schema: documentReplacementDecisionResponseSchema,
            navigateOnError: false,
          })
        : http.post(
            ApiPaths.backofficeDocumentReplacements.reject(id),
            { reason },
            { schema: documentReplacementDecisionResponseSchema, navigateOnError: false },
          ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'application'] }),
      ]),
  });
}
