import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientStatus } from '@harta/contracts/client-status';
import type { ClientLoginSummary } from '@harta/contracts/schemas/client';
import { clientLoginQueryOptions } from '../../../lib/client-profile/api/get-client-login-by-id';
import { browserSessionStorage, readString, removeKey, writeJson } from '../../../lib/storage/safe-storage';
import { regKeys } from '../api/query-keys';

/**
 * The "and back" half of the QR hand-off. Once this tab has shown a hand-off code, the registration may move on
 * on the phone; the desktop cannot be told, so it asks: it polls the login summary (and step 4's documents, so the
 * phone's uploads show up) and, when the client's saved step passes the one it handed off, follows it there.
 * The watch is kept in sessionStorage, so reloading the desktop tab resumes at the current step too; it ends when
 * the registration moves on, or half an hour after the last code (long after the code itself has run out).
 */
const KEY = 'harta.registration.handoff-watch';
export const HANDOFF_WATCH_MS = 30 * 60_000;
export const HANDOFF_POLL_MS = 5_000;

interface Watch {
  /** Whose registration was handed off: another login in this tab must not follow it. */
  clientId: number;
  /** The client's saved step when the code was made. */
  fromStep: number;
  until: number;
}

// The stored watch is the one source of truth (it outlives a reload); components subscribe to its changes.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => readString(browserSessionStorage(), KEY);

function saveWatch(watch: Watch | null): void {
  if (watch) writeJson(browserSessionStorage(), KEY, watch);
  else removeKey(browserSessionStorage(), KEY);
  listeners.forEach((listener) => listener());
}

function parseWatch(raw: string | null): Watch | null {
  if (!raw) return null;
  try {
    const watch = JSON.parse(raw) as Partial<Watch>;
    const { clientId, fromStep, until } = watch;
    return typeof clientId === 'number' && typeof fromStep === 'number' && typeof until === 'number'
      ? { clientId, fromStep, until }
      : null;
  } catch {
    return null;
  }
}

/**
 * What the latest summary means for a watch: keep watching, follow the phone to a step, or stop (the registration
 * left DRAFT, someone else logged in, or the watch ran out).
 */
export function watchDecision(
  watch: Watch,
  summary: ClientLoginSummary | undefined,
  now: number,
): { kind: 'wait' } | { kind: 'stop' } | { kind: 'follow'; step: number } {
  if (watch.until <= now) return { kind: 'stop' };
  if (!summary) return { kind: 'wait' };
  if (summary.clientId !== watch.clientId || summary.status !== ClientStatus.Draft) return { kind: 'stop' };
  return summary.currentStep > watch.fromStep ? { kind: 'follow', step: summary.currentStep } : { kind: 'wait' };
}

export function useHandoffWatch({
  enabled,
  onMovedOn,
}: {
  /** Only a logged-in client has a summary to poll. */
  enabled: boolean;
  onMovedOn: (step: number) => void;
}) {
  const queryClient = useQueryClient();
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const watch = useMemo(() => parseWatch(raw), [raw]);

  const start = useCallback(
    (from: Pick<ClientLoginSummary, 'clientId' | 'currentStep'>) =>
      saveWatch({ clientId: from.clientId, fromStep: from.currentStep, until: Date.now() + HANDOFF_WATCH_MS }),
    [],
  );
  const stop = useCallback(() => saveWatch(null), []);

  const summary = useQuery({
    ...clientLoginQueryOptions(),
    enabled: enabled && !!watch,
    // Polling stops while the tab is hidden (TanStack's default) and resumes when it is shown again.
    refetchInterval: watch ? HANDOFF_POLL_MS : false,
  });

  // Each poll also refreshes what the phone may have uploaded (only queries on screen are refetched).
  useEffect(() => {
    if (!watch || !summary.dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: regKeys.documents() });
    void queryClient.invalidateQueries({ queryKey: regKeys.liveDetection() });
  }, [watch, summary.dataUpdatedAt, queryClient]);

  useEffect(() => {
    if (!watch) return;
    const decision = watchDecision(watch, summary.data, Date.now());
    if (decision.kind === 'wait') return;
    stop();
    if (decision.kind === 'follow') onMovedOn(decision.step);
  }, [watch, summary.data, stop, onMovedOn]);

  return { watching: !!watch, start, stop };
}
