import { LoadFailed } from '../../../components/page/load-failed';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** The shared LoadFailed with this feature's own message keys. */
export function LoadFailedCard({ messageKey, onRetry }: { messageKey: BackofficeKey; onRetry: () => void }) {
  const t = useBackofficeT();
  return <LoadFailed message={t(messageKey)} onRetry={onRetry} />;
}
