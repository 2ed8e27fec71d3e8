import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import type { SaveKnowledgeRequest } from '@harta/contracts/schemas/registration-knowledge';
import { stepSavedResponseSchema } from '@harta/contracts/schemas/registration-common';
import { http } from '../../../lib/http/http-client';
import { regKeys } from './query-keys';

/** `POST saveClientKnowledgeQuestion` (step 8). */
export async function saveKnowledge(body: SaveKnowledgeRequest) {
  const response = await http.post(ApiPaths.registration.saveClientKnowledgeQuestion, body, {
    schema: stepSavedResponseSchema,
  });
  return response.result;
}

export function useSaveKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKnowledge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regKeys.knowledge() }),
  });
}
