import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientBasicInfo } from '../../lib/client-profile/use-client-profile';

/** '{n}% completed' during registration, from the profile's completedPercent. */
export function CompletedIndicator() {
  const { t } = useTranslation();
  const info = useClientBasicInfo();
  if (!info.data) return null;
  return (
    <Badge variant="light" size="lg" radius="sm" tt="none" className="harta-num">
      {t('registration.completed', { n: info.data.completedPercent })}
    </Badge>
  );
}
