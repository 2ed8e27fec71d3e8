import { QueryClient } from '@tanstack/react-query';
import { isHttpError, UnexpectedResponseError } from './http-error';

/**
 * Retry policy: the HTTP client already re-sends GETs after transient failures (network, 502-504) and has routed
 * the user to an error page for 403/404/500/0; a 4xx means the request itself is wrong. So HTTP and contract
 * errors are final here, and only other failures (a thrown bug in a fetcher, a timeout) get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHttpError(error) || error instanceof UnexpectedResponseError) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
