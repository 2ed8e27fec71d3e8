import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useDashboardT } from '../i18n/use-dashboard-t';

/**
 * Spec section 2 "Welcome": a newly approved client's first visit greets them with 'Congratulations! You can start
 * your save, invest and earn journey right now' and a Go to deposit button. Shown once (the server answers
 * showWelcome only on the first activateClient after approval: the page asks, `useWelcome`, and mounts this only
 * then).
 */
export function WelcomeModal({ show, dismiss }: { show: boolean; dismiss: () => void }) {
  const t = useDashboardT();
  return (
    <Modal opened={show} onClose={dismiss} title={t('welcome.title')} centered>
      <Stack gap="lg">
        <Text>{t('welcome.message')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {t('welcome.later')}
          </Button>
          <Button component={Link} to={href.to('deposit')} onClick={dismiss}>
            {t('welcome.goToDeposit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
