import { Button, Card, Stack, Text } from '@mantine/core';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** An error state with a way forward (the shared LoadFailed, with this feature's own message keys). */
export function LoadFailedCard({ messageKey, onRetry }: { messageKey: BackofficeKey; onRetry: () => void }) {
  const t = useBackofficeT();
  return (
    <Card>
      <Stack align="flex-start">
        <Text role="alert">{t(messageKey)}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Card>
  );
}
