import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { handoffResponseSchema, type Handoff } from '@harta/contracts/schemas/registration-documents';
import { http } from '../../../lib/http/http-client';

/** `POST handoff`: a fresh single-use code (10 minutes) for "Continue registration in mobile or web". */
export async function createHandoff(): Promise<Handoff> {
  const response = await http.post(ApiPaths.registration.handoff, {}, { schema: handoffResponseSchema });
  return response.result;
}

export function useCreateHandoff() {
  return useMutation({ mutationFn: createHandoff });
}
