import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { approvalRequestSchema } from '@harta/contracts/schemas/approvals';
import {
  collectionRunResponseSchema,
  staffMandateResponseSchema,
  staffMandatesResponseSchema,
  type ScheduleStatus,
} from '@harta/contracts/schemas/recurring-deposits';
import { z } from 'zod';
import { http } from '../../../../lib/http/http-client';
import { queryString } from '../../../../lib/http/query-string';

export const mandateKeys = {
  all: ['backoffice', 'mandates'] as const,
  list: (filters: MandateFilters) => [...mandateKeys.all, 'list', filters] as const,
  detail: (guid: string) => [...mandateKeys.all, 'detail', guid] as const,
};

export interface MandateFilters {
  status?: ScheduleStatus;
  q?: string;
  page?: number;
}

/** `GET /api/backoffice/mandates` (staff): recurring deposits with their client, by status and name/e-mail/reference. */
export function useMandates(filters: MandateFilters) {
  return useQuery({
    queryKey: mandateKeys.list(filters),
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.backofficeMandates.list}${queryString(filters)}`, {
          schema: staffMandatesResponseSchema,
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/backoffice/mandates/{guid}` (staff): one recurring deposit with its collections. */
export function useMandate(guid: string) {
  return useQuery({
    queryKey: mandateKeys.detail(guid),
    queryFn: async ({ signal }) =>
      (
        await http.get(ApiPaths.backofficeMandates.detail(guid), {
          schema: staffMandateResponseSchema,
          signal,
          navigateOnError: false,
        })
      ).result,
  });
}

/** `POST …/mandates/collection-runs` (operations, audited): run the collections due on a date now. */
export function useRunCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (date: string) =>
      (
        await http.post(ApiPaths.backofficeMandates.collectionRuns, date ? { date } : {}, {
          schema: collectionRunResponseSchema,
          navigateOnError: false,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mandateKeys.all }),
  });
}

// The manual corrections go through four eyes (docs/backoffice.md "Four eyes"): the answer is the request made, or
// whatever the server says when the firm turned four eyes off for the action.
const correctionResponseSchema = z.object({ result: z.union([approvalRequestSchema, z.unknown()]) });

/** `POST …/mandates/{guid}/cancel` (operations, four eyes): cancel the mandate at the bank and its schedule. */
export function useCancelMandate(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (
        await http.post(
          ApiPaths.backofficeMandates.cancel(guid),
          { reason },
          { schema: correctionResponseSchema, navigateOnError: false },
        )
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** `POST …/mandates/collections/{guid}/failed` (operations, four eyes): the bank confirmed the debit failed. */
export function useMarkCollectionFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collection, reason }: { collection: string; reason: string }) =>
      (
        await http.post(
          ApiPaths.backofficeMandates.collectionFailed(collection),
          { reason },
          { schema: correctionResponseSchema, navigateOnError: false },
        )
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
