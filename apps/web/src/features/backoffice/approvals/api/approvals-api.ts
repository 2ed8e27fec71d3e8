import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { approvalListResponseSchema, approvalResponseSchema } from '@harta/contracts/schemas/approvals';
import { http } from '../../../../lib/http/http-client';

/** Every back-office query starts with 'backoffice': an approval applies an action any page may show. */
export const approvalKeys = {
  all: ['backoffice', 'approvals'] as const,
  list: (view: 'pending' | 'decided', subjectType?: string, page = 1) =>
    [...approvalKeys.all, view, subjectType ?? 'all', page] as const,
};

function listPath(view: 'pending' | 'decided', subjectType?: string, page = 1): string {
  const search = new URLSearchParams({ view, page: String(page) });
  if (subjectType) search.set('subjectType', subjectType);
  return `${ApiPaths.backofficeApprovals.list}?${search.toString()}`;
}

/** `GET /api/backoffice/approvals`: pending requests (oldest first), optionally for one kind of subject. */
export function usePendingApprovals(subjectType?: string) {
  return useQuery({
    queryKey: approvalKeys.list('pending', subjectType),
    queryFn: async ({ signal }) =>
      (await http.get(listPath('pending', subjectType), { schema: approvalListResponseSchema, signal })).result,
    // Another member's requests appear without a reload.
    refetchInterval: 30_000,
  });
}

/** The decided requests, newest first (paged). */
export function useApprovalHistory(page: number) {
  return useQuery({
    queryKey: approvalKeys.list('decided', undefined, page),
    queryFn: async ({ signal }) =>
      (await http.get(listPath('decided', undefined, page), { schema: approvalListResponseSchema, signal })).result,
    placeholderData: keepPreviousData,
  });
}

export type ApprovalDecision = { id: string } & (
  { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'withdraw' }
);

/** Approve, reject (with a reason) or withdraw: every back-office page is refreshed after it. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ApprovalDecision) => {
      const paths = ApiPaths.backofficeApprovals;
      const path =
        decision.kind === 'approve'
          ? paths.approve(decision.id)
          : decision.kind === 'reject'
            ? paths.reject(decision.id)
            : paths.withdraw(decision.id);
      const body = decision.kind === 'reject' ? { reason: decision.reason } : undefined;
      return (await http.post(path, body, { schema: approvalResponseSchema, navigateOnError: false })).result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** The pending requests on one subject (e.g. one client), for the page where its actions live. */
export function usePendingFor(subjectType: string, subjectId: string | number) {
  const pending = usePendingApprovals(subjectType);
  return (pending.data?.items ?? []).filter((r) => r.subjectId === String(subjectId));
}
