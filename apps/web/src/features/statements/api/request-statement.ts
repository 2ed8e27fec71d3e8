import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { requestStatementReplySchema, type RequestStatementResponse } from '@harta/contracts/schemas/statements';
import { http } from '../../../lib/http/http-client';
import { statementsQueryKey } from './list-statements';

/** `POST /api/statements`: a past month's statement, made by the server now if it was missing. */
export async function requestStatement(period: string): Promise<RequestStatementResponse> {
  return (await http.post(ApiPaths.statements.request, { period }, { schema: requestStatementReplySchema })).result;
}

export function useRequestStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsQueryKey }),
  });
}
