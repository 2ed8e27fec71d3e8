import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings/settings-context';
import { isSandboxEnvironment } from '../../lib/settings/is-sandbox';

/** Says plainly that this is not production (sandbox providers, no real money). */
export function SandboxBadge() {
  const { t } = useTranslation();
  const { environment } = useSettings();
  if (!isSandboxEnvironment(environment)) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      radius="sm"
      tt="none"
      className="harta-header-fixed"
      title={t('app.sandboxHint')}
      aria-label={`${t('app.sandbox')}: ${t('app.sandboxHint')}`}
    >
      {t('app.sandbox')}
    </Badge>
  );
}
