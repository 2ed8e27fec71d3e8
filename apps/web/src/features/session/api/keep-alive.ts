import { useMutation } from '@tanstack/react-query';
import { ApiPaths } from '@harta/contracts/paths';
import { keepAliveResponseSchema } from '@harta/contracts/schemas/client';
import { http } from '../../../lib/http/http-client';

/**
 * Tells the server the user is still here. A background call: a failure must not take the user to an error
 * page in the middle of a form, so it opts out of the error navigation.
 */
export async function keepAlive(): Promise<void> {
  await http.get(ApiPaths.session.keepAlive, { schema: keepAliveResponseSchema, navigateOnError: false });
}

export function useKeepAlive() {
  return useMutation({ mutationKey: ['session', 'keep-alive'], mutationFn: keepAlive });
}
