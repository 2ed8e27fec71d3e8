import { Button, Card, Stack, Text } from '@mantine/core';
import { useNativeT, type NativeKey } from '../i18n/use-native-t';

/** An error state with a way forward (components/page/load-failed, with the native feature's strings). */
export function NativeLoadFailed({ messageKey, onRetry }: { messageKey: NativeKey; onRetry: () => void }) {
  const t = useNativeT();
  return (
    <Card>
      <Stack align="flex-start">
        <Text role="alert">{t(messageKey)}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Stack>
    </Card>
  );
}
