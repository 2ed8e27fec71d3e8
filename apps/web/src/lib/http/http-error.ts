import type { ErrorBody } from '@harta/contracts/errors';

/**
 * Every failed API call rejects with this. `status` is the HTTP status, or 0 when the request never got an
 * answer (offline, DNS, CORS, aborted). `body` is the API's `{ result, code, issues? }` when it sent one.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
    message: string,
    /** The answer's Retry-After in seconds (429 cooldowns, 503), when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The stable error code of the body, if any (e.g. 'VALIDATION_ERROR'). */
  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * Reads an error body if the response carried one of ours; anything else is `undefined`, never a throw.
 * The contracts schema is loaded on the first error only (see schema-source.ts for why).
 */
export async function parseErrorBody(json: unknown): Promise<ErrorBody | undefined> {
  if (json === undefined) return undefined;
  const { errorBodySchema } = await import('@harta/contracts/errors');
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A success answer that does not match its contract schema. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Unexpected response from ${path}: ${detail}`);
  }
}
