import { Card, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings/settings-context';
import { PageTitle } from '../../../components/page/page-title';
import { SupportEmailText } from '../../../components/page/support-email-text';

export function AboutPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Container size="md">
      <Stack gap="lg">
        <PageTitle>{t('about.title')}</PageTitle>
        <Card>
          <Stack gap="sm">
            <Text>{t('about.body')}</Text>
            <SupportEmailText i18nKey="about.support" email={settings.supportEmail} />
            <Text c="dimmed" size="sm" className="harta-num">
              {t('about.version', { version: __APP_VERSION__ })}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export default AboutPage;
