import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '@harta/contracts/settings';
import { loadSettings } from '../../lib/settings/load-settings';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; settings: AppSettings };

/**
 * Renders nothing of the app until `/appsettings.json` has loaded and validated: every other part (API base,
 * identity server, idle period) depends on it. A failure shows a plain message and a retry.
 */
export function SettingsGate({
  load = loadSettings,
  children,
}: {
  load?: () => Promise<AppSettings>;
  children: (settings: AppSettings) => ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (settings) => !cancelled && setState({ kind: 'ready', settings }),
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
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.kind === 'ready') return <>{children(state.settings)}</>;
  return (
    <Center mih="100dvh" p="md">
      {state.kind === 'loading' ? (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('app.loading')}</Text>
        </Stack>
      ) : (
        <Stack align="center" gap="md" maw={360} ta="center" role="alert">
          <Text>{t('app.settingsFailed')}</Text>
          <Button onClick={retry}>{t('app.retry')}</Button>
        </Stack>
      )}
    </Center>
  );
}
