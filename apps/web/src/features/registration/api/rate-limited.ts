import { applyErrorNavigation } from '../../../lib/http/error-navigation';
import { isHttpError } from '../../../lib/http/http-error';

/**
 * Calls with a cooldown (resend e-mail, send OTP) answer 429 when asked too soon. That is a message for the
 * form ("wait N seconds"), not the unknown-error page the general mapping would open; every other failure keeps
 * the mapping. Use with `navigateOnError: false`.
 */
export async function keepingCooldownOnPage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isHttpError(error) && error.status !== 429) applyErrorNavigation(error.status);
    throw error;
  }
}
