import { LoadFailed } from '../../../components/page/load-failed';
import { useNativeT, type NativeKey } from '../i18n/use-native-t';

/** The shared LoadFailed with the native feature's own message keys. */
export function NativeLoadFailed({ messageKey, onRetry }: { messageKey: NativeKey; onRetry: () => void }) {
  const t = useNativeT();
  return <LoadFailed message={t(messageKey)} onRetry={onRetry} />;
}
