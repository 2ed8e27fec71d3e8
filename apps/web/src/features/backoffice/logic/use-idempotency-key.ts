import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a form's request: the same body sent again (a retry after a lost answer) keeps its key, so
 * the server answers its first answer; another body gets a new one (the server refuses a key reused with another
 * body, IDEMPOTENCY_CONFLICT, docs/money.md). Call `renew` once a request has succeeded.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: globalThis.crypto.randomUUID() };
    return last.current.key;
  }, []);
  const renew = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, renew };
}
