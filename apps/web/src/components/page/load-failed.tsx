import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n/resources';

/** An error state with a way forward: what failed, and a retry. */
export function LoadFailed({
  messageKey = 'dashboard.loadFailed',
  onRetry,
}: {
  messageKey?: TranslationKey;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack align="flex-start">
        <Text role="alert">{t(messageKey)}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Card>
  );
}
