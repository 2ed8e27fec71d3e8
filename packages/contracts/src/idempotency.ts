/** The header a money-moving POST carries (docs/money.md): the web makes one per confirmed action. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1–255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
