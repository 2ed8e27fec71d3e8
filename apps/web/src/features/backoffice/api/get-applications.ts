import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import {
  applicationListResponseSchema,
  type ApplicationListQuery,
  type ApplicationSummary,
} from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';

export type ApplicationStatusFilter = NonNullable<ApplicationListQuery['status']>;

export interface ApplicationList {
  items: ApplicationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * `GET /api/backoffice/applications?q=&status=&page=&pageSize=` (staff): PENDING first, oldest submission first.
 * The server searches (name, e-mail, ID number, mobile) and counts every match in `total`.
 */
export async function getApplications(query: ApplicationListQuery, signal?: AbortSignal): Promise<ApplicationList> {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.status) params.set('status', query.status);
  params.set('page', String(query.page ?? 1));
  params.set('pageSize', String(query.pageSize ?? 20));
  const response = await http.get(`${ApiPaths.backoffice.applications}?${params.toString()}`, {
    schema: applicationListResponseSchema,
    signal,
  });
  return response.result;
}

export const applicationsQueryKey = ['backoffice', 'applications'] as const;

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [
      ...applicationsQueryKey,
      query.q?.trim() ?? '',
      query.status ?? 'ALL',
      query.page ?? 1,
      query.pageSize ?? 20,
    ],
    queryFn: ({ signal }) => getApplications(query, signal),
  });

/** The previous page stays on screen while the next search, filter or page loads (no flash of the empty state). */
export function useApplications(query: ApplicationListQuery) {
  return useQuery({ ...applicationsQueryOptions(query), placeholderData: keepPreviousData });
}
