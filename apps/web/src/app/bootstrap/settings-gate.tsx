import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DropFirstView } from '../../lib/first-view/drop-first-view';

type State<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; value: T };

/**
 * Renders nothing of the app until `load` resolves: in the app `loadStartup`, i.e. `/appsettings.json` loaded and
 * validated (every other part, API base, identity server, idle period, depends on it), with the English strings
 * and the app shell downloaded in parallel. A failure shows a plain message and a retry. Its own strings are the
 * only ones in the entry script (lib/i18n/boot-en.ts).
 */
export function SettingsGate<T>({
  load,
  initial,
  children,
}: {
  load: () => Promise<T>;
  /** Already loaded (a prerendered page hydrating, or the build's render of it): the app renders at once. */
  initial?: T;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State<T>>(() =>
    initial === undefined ? { kind: 'loading' } : { kind: 'ready', value: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(initial !== undefined);

  useEffect(() => {
    if (loaded.current) return undefined;
    let cancelled = false;
    load().then(
      // The whole app renders now: in a transition, so in slices the browser can paint and respond between.
      (value) => !cancelled && startTransition(() => setState({ kind: 'ready', value })),
      (error: unknown) => {
        if (import.meta.env.DEV) console.error(error);
        if (!cancelled) setState({ kind: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    loaded.current = false;
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.kind === 'ready') return <>{children(state.value)}</>;
  return (
    <Center mih="100dvh" p="md">
      {state.kind === 'loading' ? (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('app.loading')}</Text>
        </Stack>
      ) : (
        <Stack align="center" gap="md" maw={360} ta="center" role="alert">
          <DropFirstView />
          <Text>{t('app.settingsFailed')}</Text>
          <Button onClick={retry}>{t('app.retry')}</Button>
        </Stack>
      )}
    </Center>
  );
}
