import { useCallback, useState } from 'react';
import { browserSessionStorage, readJson, removeKey, writeJson } from '../../../lib/storage/safe-storage';

/**
 * What a visitor carries between steps 1–3 before having a session: the e-mail just registered (for the
 * "check your e-mail" screen) and, once confirmed, the short-lived password-setup token. Kept in sessionStorage
 * so a reload does not lose it; gone with the tab.
 */
const KEY = 'harta.registration.visitor';

export interface VisitorState {
  pendingEmail: string | null;
  /** When the last confirmation e-mail was sent (ms), for the resend cooldown. */
  sentAt: number | null;
  /** The address had already started signing up; the e-mailed link continues that sign-up. */
  resumed?: boolean;
  setupToken: string | null;
  setupEmail: string | null;
}

const EMPTY: VisitorState = { pendingEmail: null, sentAt: null, setupToken: null, setupEmail: null };

export function useVisitorState() {
  const [state, setState] = useState<VisitorState>(() => ({
    ...EMPTY,
    ...readJson<Partial<VisitorState>>(browserSessionStorage(), KEY),
  }));
  const update = useCallback((patch: Partial<VisitorState> | null) => {
    setState((prev) => {
      const next = patch === null ? EMPTY : { ...prev, ...patch };
      if (patch === null) removeKey(browserSessionStorage(), KEY);
      else writeJson(browserSessionStorage(), KEY, next);
      return next;
    });
  }, []);
  return [state, update] as const;
}
