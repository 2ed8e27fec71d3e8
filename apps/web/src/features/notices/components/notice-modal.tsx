import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { href } from '@harta/contracts/routes';
import type { Notice } from '@harta/contracts/schemas/notices';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useNoticesT } from '../i18n/use-notices-t';
import type { NoticeContent, NoticeDestination } from '../logic/notice-content';

interface NoticeModalProps {
  notice: Notice;
  content: NoticeContent;
  /** Closes the notice; with a destination, the host then goes there. */
  onDone: (to: NoticeDestination | null) => void;
}

/**
 * One notice as a dialog (Mantine traps the focus inside and gives it back on close). The main action takes the
 * focus; the closure notices can only be left by OK, which leads to the withdrawal page.
 */
export function NoticeModal({ notice, content, onDone }: NoticeModalProps) {
  const t = useNoticesT();
  const values = Object.fromEntries(Object.entries(notice.values ?? {}).map(([k, v]) => [k, formatRinggit(v)]));
  // On the dashboard itself, "Go to Dashboard" would lead where the client already is: it reads OK there.
  const onDashboard = useLocation().pathname === href.to('dashboard');
  const labelOf = (action: NoticeContent['actions'][number]) =>
    onDashboard && action.to === 'dashboard' ? 'notices.ok' : action.label;
  const buttons = content.actions.filter((a) => !a.asLink);
  const links = content.actions.filter((a) => a.asLink);
  return (
    <Modal
      opened
      onClose={() => (content.closable ? onDone(null) : undefined)}
      withCloseButton={content.closable}
      closeOnEscape={content.closable}
      closeOnClickOutside={content.closable}
      title={t(content.title)}
      centered
    >
      <Stack gap="lg">
        <Text>{t(content.body, values)}</Text>
        <Group justify="flex-end" gap="sm">
          {[...buttons].reverse().map((action, index) => {
            const main = index === buttons.length - 1;
            return (
              <Button
                key={action.label}
                variant={main ? 'filled' : 'default'}
                data-autofocus={main || undefined}
                onClick={() => onDone(action.to)}
              >
                {t(labelOf(action))}
              </Button>
            );
          })}
        </Group>
        {links.map((action) => (
          <Anchor
            key={action.label}
            component="button"
            type="button"
            ta="right"
            size="sm"
            onClick={() => onDone(action.to)}
          >
            {t(action.label)}
          </Anchor>
        ))}
      </Stack>
    </Modal>
  );
}
