import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { PRIVACY_VERSION, TERMS_VERSION } from '@harta/contracts/legal-documents';
import { useSettings } from '../../../lib/settings/settings-context';
import { PageTitle } from '../../../components/page/page-title';
import { useHelpT, type HelpKey } from '../i18n/use-help-t';
import { HelpText } from './help-text';

const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;
const PRIVACY_SECTIONS = ['s1', 's2', 's3', 's4', 's5'] as const;

/**
 * A versioned document the applicant accepts at sign-up (issue 15 item 5). The version shown here is the one
 * sign-up sends and the server records (contracts legal-documents.ts).
 */
function LegalDocument({
  prefix,
  version,
  sections,
}: {
  prefix: 'terms' | 'privacy';
  version: string;
  sections: readonly string[];
}) {
  const t = useHelpT();
  const { supportEmail } = useSettings();
  return (
    <Container size="md">
      <Stack gap="lg">
        <div>
          <PageTitle>{t(`${prefix}.title` as HelpKey)}</PageTitle>
          <Text c="dimmed" size="sm" mt="xs" data-testid="legal-version">
            {t('legal.version', { version })}
          </Text>
        </div>
        <Card>
          <Stack gap="md">
            {prefix === 'privacy' && <Text>{t('privacy.intro')}</Text>}
            {sections.map((section) => (
              <section key={section}>
                <Title order={2} size="h4" mb="xs">
                  {t(`${prefix}.${section}.h` as HelpKey)}
                </Title>
                <HelpText i18nKey={`${prefix}.${section}.p` as HelpKey} email={supportEmail} />
              </section>
            ))}
          </Stack>
        </Card>
        <Button variant="subtle" onClick={() => window.print()} style={{ alignSelf: 'flex-start' }}>
          {t('legal.print')}
        </Button>
      </Stack>
    </Container>
  );
}

export function TermsPage() {
  return <LegalDocument prefix="terms" version={TERMS_VERSION} sections={TERMS_SECTIONS} />;
}

export function PrivacyPage() {
  return <LegalDocument prefix="privacy" version={PRIVACY_VERSION} sections={PRIVACY_SECTIONS} />;
}
