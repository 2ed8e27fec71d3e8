import { Button, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n/resources';

/**
 * An error state with a way forward: what failed, and a retry. Features whose strings live in their own i18n
 * namespace pass the translated `message`; shared strings are named by `messageKey`.
 */
export function LoadFailed({
  message,
  messageKey = 'dashboard.loadFailed',
  onRetry,
}: {
  message?: ReactNode;
  messageKey?: TranslationKey;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack align="flex-start">
        <Text role="alert">{message ?? t(messageKey)}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Card>
  );
}
