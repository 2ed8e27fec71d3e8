import { useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { applicationListResponseSchema, type ApplicationSummary } from '@harta/contracts/schemas/backoffice';
import { http } from '../../../lib/http/http-client';

const PAGE_SIZE = 10;

/**
 * Staff: clients matching a search, in every status (`GET /api/backoffice/applications?q=`, the applications
 * search: name, e-mail, ID or mobile number), for picking whose devices to show.
 */
export async function findClients(q: string, signal?: AbortSignal): Promise<ApplicationSummary[]> {
  const params = new URLSearchParams({ q, page: '1', pageSize: String(PAGE_SIZE) });
  const response = await http.get(`${ApiPaths.backoffice.applications}?${params.toString()}`, {
    schema: applicationListResponseSchema,
    signal,
  });
  return response.result.items;
}

export function useFindClients(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['native', 'staff-client-search', query],
    queryFn: ({ signal }) => findClients(query, signal),
    enabled: query.length > 0,
  });
}
