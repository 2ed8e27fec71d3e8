import { Card, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n/resources';
import { PageTitle } from '../page/page-title';

/**
 * The one honest placeholder for every page this release does not deliver: its title and
 * "This feature is not available yet."
 */
export function FeatureUnavailablePage({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <Stack gap="lg">
        <PageTitle>{t(titleKey)}</PageTitle>
        <Card>
          <Text>{t('feature.unavailable')}</Text>
        </Card>
      </Stack>
    </Container>
  );
}

export default FeatureUnavailablePage;
