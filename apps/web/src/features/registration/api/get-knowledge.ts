import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { getKnowledgeResponseSchema } from '@harta/contracts/schemas/registration-knowledge';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `GET getKnowledgeQuestionByClientId`: null until step 8 is saved; prefills it. */
export async function getKnowledge(signal?: AbortSignal) {
  const response = await http.get(ApiPaths.registration.getKnowledgeQuestionByClientId, {
    schema: getKnowledgeResponseSchema,
    signal,
  });
  return response.result;
}

export const getKnowledgeQueryOptions = () =>
  queryOptions({ queryKey: regKeys.knowledge(), queryFn: ({ signal }) => getKnowledge(signal) });

export function useGetKnowledge() {
  return useQuery(getKnowledgeQueryOptions());
}
