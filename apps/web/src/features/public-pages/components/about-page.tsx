import { Card, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings/settings-context';
import { PageTitle } from '../../../components/page/page-title';
import { SupportEmailText } from '../../../components/page/support-email-text';
import { useBuildInfo } from '../api/get-build-info';

export function AboutPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // The running bundle's own version is always known; the build's commit and date when the file can be read
  // (a development server has none).
  const build = useBuildInfo();
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
            {build.data && (
              <Text c="dimmed" size="sm" className="harta-num" data-testid="build-info">
                {t('about.build', {
                  commit: build.data.commit.slice(0, 12),
                  date: new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' }).format(
                    new Date(build.data.builtAt),
                  ),
                })}
              </Text>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export default AboutPage;
