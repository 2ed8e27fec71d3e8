import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { statementListResponseSchema, type StatementList } from '@harta/contracts/schemas/statements';
import { http } from '../../../lib/http/http-client';

/** `GET /api/statements`: the caller's stored statements and the periods they can have one for, newest first. */
export async function listStatements(signal?: AbortSignal): Promise<StatementList> {
  return (await http.get(ApiPaths.statements.list, { schema: statementListResponseSchema, signal })).result;
}

export const statementsQueryKey = ['statements'] as const;

export const statementsQueryOptions = () =>
  queryOptions({ queryKey: statementsQueryKey, queryFn: ({ signal }) => listStatements(signal) });

export function useStatements() {
  return useQuery(statementsQueryOptions());
}
