import type { ProfileUpdateResult } from '@harta/contracts/errors';
import type { RegKey, RegT } from '../i18n/use-reg-t';

/** The one-time code refusals the server names by code (contracts `profileUpdateResultSchema`), in our words. */
const CODE_MESSAGES: Record<string, RegKey> = {
  OTP_INVALID: 'otp.invalid',
  OTP_EXPIRED: 'otp.expired',
  OTP_TOO_MANY_ATTEMPTS: 'otp.tooManyAttempts',
  OTP_COOLDOWN: 'otp.cooldown',
  OTP_DAILY_LIMIT: 'otp.dailyLimit',
};

/** A refusal's text in the page's language: a code's own message when it is one, else the server's text. */
export function refusalText(t: RegT, result: ProfileUpdateResult): string {
  const key = result.errorCode ? CODE_MESSAGES[result.errorCode] : undefined;
  if (key) return t(key, { seconds: result.retryAfterSeconds ?? '' });
  return result.errorMessage ?? t('alert.default');
}

/** The moment a refused send may be tried again (a wait or a lock), or null when the refusal says no wait. */
export function retryAt(result: ProfileUpdateResult, now = Date.now()): number | null {
  return result.retryAfterSeconds ? now + result.retryAfterSeconds * 1000 : null;
}
