import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, MAX_RETRY_DELAY_MS } from './retry-policy';

describe('afterFailedAttempt', () => {
  const policy = { maxAttempts: 8, retryDelayMs: 60_000 };

  it('waits the base delay after the first failure and doubles it after each further one', () => {
    // 1, 2, 4, 8, 16, 32 minutes, then the 1-hour ceiling.
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => afterFailedAttempt(n, policy))).toEqual(
      [1, 2, 4, 8, 16, 32, 60].map((minutes) => ({ status: 'pending', retryInMs: minutes * 60_000 })),
    );
  });

  it('never waits more than an hour', () => {
    expect(afterFailedAttempt(30, { maxAttempts: 50, retryDelayMs: 60_000 })).toEqual({
      status: 'pending',
      retryInMs: MAX_RETRY_DELAY_MS,
    });
  });

  it('gives up after the last allowed attempt', () => {
    expect(afterFailedAttempt(8, policy)).toEqual({ status: 'failed' });
    expect(afterFailedAttempt(1, { maxAttempts: 1, retryDelayMs: 10 })).toEqual({ status: 'failed' });
  });
});
