import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bnmDocumentResponseSchema,
  bnmDocumentsResponseSchema,
  bnmReviewQueueResponseSchema,
  type BnmApproveRequest,
} from '@harta/contracts/schemas/bnm-documents';
import { http } from '../../../../lib/http/http-client';

/**
 * The staff side of central-bank approval documents (docs/account.md): the queue awaiting review, one client's
 * documents, approve for a period, reject with a reason. One small module: the calls share their cache keys and
 * are only used by the review card and the queue page.
 */
const bnmReviewKeys = {
  all: ['backoffice', 'bnm'] as const,
  queue: () => [...bnmReviewKeys.all, 'queue'] as const,
  client: (clientId: number) => [...bnmReviewKeys.all, 'client', clientId] as const,
};

export function useBnmReviewQueue() {
  return useQuery({
    queryKey: bnmReviewKeys.queue(),
    queryFn: async ({ signal }) =>
      (await http.get(ApiPaths.backofficeBnm.queue, { schema: bnmReviewQueueResponseSchema, signal })).result,
  });
}

export function useClientBnmDocuments(clientId: number) {
  return useQuery({
    queryKey: bnmReviewKeys.client(clientId),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.bnm.get}?clientId=${clientId}`, {
          schema: bnmDocumentsResponseSchema,
          signal,
          // The card shows its own way forward (retry); the rest of the application page stays usable.
          navigateOnError: false,
        })
      ).result,
  });
}

function useAfterReview() {
  const queryClient = useQueryClient();
  // The queue, the client's list and the application's audit trail all change.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bnmReviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['backoffice', 'application'] }),
    ]);
}

/** Approve for the period the approval covers. 409 (already reviewed or cancelled) is shown by the caller. */
export function useApproveBnmDocument() {
  const onSuccess = useAfterReview();
  return useMutation({
    mutationFn: ({ id, period }: { id: string; period: BnmApproveRequest }) =>
      http.post(ApiPaths.backofficeBnm.approve(id), period, {
        schema: bnmDocumentResponseSchema,
        navigateOnError: false,
      }),
    onSuccess,
  });
}

export function useRejectBnmDocument() {
  const onSuccess = useAfterReview();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      http.post(
        ApiPaths.backofficeBnm.reject(id),
        { reason },
        { schema: bnmDocumentResponseSchema, navigateOnError: false },
      ),
    onSuccess,
  });
}
