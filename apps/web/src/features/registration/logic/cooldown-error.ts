import { isHttpError } from '../../../lib/http/http-error';

/**
 * A 429 from a call with a cooldown (resend link, send code): the server's message, which says how long to
 * wait, and when the wait ends. Anything else is not a cooldown: undefined.
 */
export function cooldownOf(error: unknown, now = Date.now()): { message: string; until: number } | undefined {
  if (!isHttpError(error) || error.status !== 429) return undefined;
  return { message: error.message, until: now + (error.retryAfterSeconds ?? 60) * 1000 };
}
