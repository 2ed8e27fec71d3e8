import { z } from 'zod';

/** Stable error codes carried by every API error body. */
export const ErrorCode = {
  Validation: 'VALIDATION_ERROR',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  AccountStatus: 'ACCOUNT_STATUS',
  NotOwner: 'NOT_OWNER',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  /** A money-moving request reused an idempotency key with other parameters (422). */
  IdempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** The movement would take a client's cash or units below zero (422). */
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The service cannot answer right now (its database is away); the response says when to retry (Retry-After). */
  Unavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Every API error answers this body. `result` carries the human-readable message (the spec's error modal
 * shows `error.result`), `code` a stable code, `issues` the per-field problems of a validation error.
 */
export const errorBodySchema = z.object({
  result: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Profile updates answer `{ status, errorMessage }` (spec section 7). A refusal about a one-time code adds what a
 * form needs to show it well (ours, beside the spec's two): the code's stable `errorCode` (OTP_INVALID,
 * OTP_COOLDOWN, OTP_DAILY_LIMIT …), the request `field` it is about ('otp', 'stepUpOtp') and, for a wait, the
 * seconds before another try (`retryAfterSeconds`).
 */
export const profileUpdateResultSchema = z.object({
  status: z.boolean(),
  errorMessage: z.string().nullable(),
  errorCode: z.string().optional(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ProfileUpdateResult = z.infer<typeof profileUpdateResultSchema>;
