import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../../components/page/page-title';

/** Page heading with a one-line explanation, as the other back-office pages have. */
export function MoneyHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}

const STATE_COLOURS: Record<string, string> = {
  SUCCESS: 'green',
  PAID: 'green',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
  CREATED: 'gray',
  PENDING: 'yellow',
  REQUESTED: 'yellow',
  PROCESSING: 'blue',
  RUNNING: 'blue',
};

export function StateBadge({ state, label }: { state: string; label: string }) {
  return (
    // Never narrower than its word: in a squeezed table column Mantine's badge would cut it ('COM…').
    <Badge variant="light" color={STATE_COLOURS[state] ?? 'gray'} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}

/** Every money-moving action asks first: what happens, then Cancel / the action. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  danger,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
