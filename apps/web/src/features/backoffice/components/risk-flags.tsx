import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** PEP and restricted-country flags, and a failed e-KYC, as red/orange alerts at the top of the review. */
export function RiskFlags({ detail }: { detail: ApplicationDetail }) {
  const t = useBackofficeT();
  const flags = [];
  if (detail.isPep) {
    flags.push(
      <Alert
        key="pep"
        color="red"
        variant="filled"
        title={t('backoffice.pepTitle')}
        role="alert"
        data-testid="flag-pep"
      >
        <Text size="sm">{t('backoffice.pepBody')}</Text>
        {detail.pepDetails && <Text size="sm">{t('backoffice.pepDetails', { details: detail.pepDetails })}</Text>}
      </Alert>,
    );
  }
  if (detail.restrictedCountry) {
    flags.push(
      <Alert
        key="restricted"
        color="red"
        variant="filled"
        title={t('backoffice.restrictedTitle')}
        role="alert"
        data-testid="flag-restricted"
      >
        <Text size="sm">{t('backoffice.restrictedBody')}</Text>
        {detail.residentialCountry && (
          <Text size="sm">
            {t('backoffice.field.residentialCountry')}: {detail.contact.country?.label ?? detail.residentialCountry}
          </Text>
        )}
      </Alert>,
    );
  }
  if (!detail.kyc.passed) {
    flags.push(
      <Alert key="kyc" color="orange" variant="light" title={t('backoffice.kycFailedTitle')} data-testid="flag-kyc">
        {detail.kyc.lastReason
          ? t(`backoffice.kycReason.${detail.kyc.lastReason}` as BackofficeKey)
          : t('backoffice.kycNotDone')}
      </Alert>,
    );
  }
  if (!detail.isPep && !detail.restrictedCountry) {
    flags.push(
      <Text key="none" size="sm" c="dimmed" data-testid="flag-none">
        {t('backoffice.noFlags')}
      </Text>,
    );
  }
  return (
    <Stack gap="sm" aria-label={t('backoffice.flags')} component="section">
      {flags}
    </Stack>
  );
}
