/** How often and how patiently a failed e-mail is tried again (MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAY_MS). */
export interface RetryPolicy {
  maxAttempts: number;
  /** Wait after the first failed attempt; doubles after each further one. */
  retryDelayMs: number;
}

/** An SMTP outage of hours should not push the next try days away. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * What happens to a message whose attempt number `attempts` (1 = the first) just failed: another try after an
 * exponentially growing wait, or, when it was the last allowed attempt, give up.
 */
export function afterFailedAttempt(
  attempts: number,
  policy: RetryPolicy,
): { status: 'pending'; retryInMs: number } | { status: 'failed' } {
  if (attempts >= policy.maxAttempts) return { status: 'failed' };
  const retryInMs = Math.min(policy.retryDelayMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
  return { status: 'pending', retryInMs };
}
