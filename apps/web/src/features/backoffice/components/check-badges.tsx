import { Badge, Group } from '@mantine/core';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/** The list's at-a-glance checks: PEP and restricted country in red, e-KYC in words with the face-match score. */
export function CheckBadges({
  isPep,
  restrictedCountry,
  kycPassed,
  score,
}: {
  isPep: boolean | null;
  restrictedCountry: boolean | null;
  kycPassed: boolean;
  score: string | null;
}) {
  const t = useBackofficeT();
  return (
    <Group gap={6}>
      {isPep && (
        <Badge color="red" variant="filled" size="sm">
          {t('backoffice.flag.pep')}
        </Badge>
      )}
      {restrictedCountry && (
        <Badge color="red" variant="filled" size="sm">
          {t('backoffice.flag.restricted')}
        </Badge>
      )}
      <Badge color={kycPassed ? 'brand' : 'orange'} variant="light" size="sm">
        {kycPassed ? t('backoffice.flag.kycPassed') : t('backoffice.flag.kycFailed')}
        {score ? ` · ${score}` : ''}
      </Badge>
    </Group>
  );
}
