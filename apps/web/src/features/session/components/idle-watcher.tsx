import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import { href } from '@harta/contracts/routes';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSettings } from '../../../lib/settings/settings-context';
import { useKeepAlive } from '../api/keep-alive';
import { useIdleSession } from '../hooks/use-idle-session';

/** Logs an idle user out after a visible countdown. Rendered by the layout only while someone is logged in. */
export function IdleWatcher() {
  const { t } = useTranslation();
  const settings = useSettings();
  const auth = useAuth();
  const navigate = useNavigate();
  const keepAlive = useKeepAlive();
  const { mutate: ping } = keepAlive;

  const onExpire = useCallback(() => {
    void auth.logout().then(() => navigate(href.to('userLogin'), { replace: true }));
  }, [auth, navigate]);
  const onKeepAlive = useCallback(() => ping(), [ping]);

  const { state, stay } = useIdleSession({
    idlePeriodS: settings.idlePeriod,
    countdownS: settings.timeoutCountdown,
    onExpire,
    onKeepAlive,
  });

  return (
    <Modal
      opened={state.phase === 'prompting'}
      onClose={stay}
      title={t('idle.title')}
      centered
      closeOnClickOutside={false}
    >
      <Text role="timer" aria-live="polite" mb="lg">
        {t('idle.countdown', { count: state.phase === 'prompting' ? state.remaining : 0 })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onExpire}>
          {t('idle.logout')}
        </Button>
        <Button onClick={stay} data-autofocus>
          {t('idle.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
