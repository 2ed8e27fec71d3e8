import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientBasicInfo } from '../../lib/client-profile/use-client-profile';

/**
 * '{n}% completed' during registration, from the profile's completedPercent. `compact` (phone width) shows only
 * '{n}%'; assistive technology still reads the whole phrase.
 */
export function CompletedIndicator({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const info = useClientBasicInfo();
  if (!info.data) return null;
  const n = info.data.completedPercent;
  const full = t('registration.completed', { n });
  return (
    <Badge
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      className="harta-num harta-header-fixed"
      data-testid="completed-indicator"
      title={compact ? full : undefined}
    >
      {compact ? (
        <>
          <span aria-hidden="true">{t('registration.completedShort', { n })}</span>
          <VisuallyHidden>{full}</VisuallyHidden>
        </>
      ) : (
        full
      )}
    </Badge>
  );
}
