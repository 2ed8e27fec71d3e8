import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { auditLogResponseSchema, type AuditLogQuery } from '@harta/contracts/schemas/audit-log';
import { http } from '../../../../lib/http/http-client';

/** `GET /api/backoffice/audit-log` (compliance): one page of entries, newest first, with the filters given. */
export function useAuditLog(query: AuditLogQuery) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)] as [string, string]],
    ),
  );
  return useQuery({
    queryKey: ['backoffice', 'audit-log', query],
    queryFn: async ({ signal }) =>
      (
        await http.get(`${ApiPaths.backofficeAuditLog}?${params.toString()}`, {
          schema: auditLogResponseSchema,
          signal,
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}
