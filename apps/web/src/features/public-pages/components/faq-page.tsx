import '@mantine/core/styles/Accordion.css';
import { Accordion, Card, Container, Stack } from '@mantine/core';
import { useSettings } from '../../../lib/settings/settings-context';
import { PageTitle } from '../../../components/page/page-title';
import { useHelpT, type HelpKey } from '../i18n/use-help-t';
import { HelpText } from './help-text';

/** The questions, in the order a new client meets them. Each has `faq.q.<id>` and `faq.a.<id>`. */
export const FAQ_TOPICS = [
  'open',
  'deposit',
  'withdraw',
  'fees',
  'risk',
  'security',
  'bnm',
  'close',
  'locked',
] as const;

/**
 * The FAQ (issue 15 item 5): open to anyone, logged in or not. A `#<topic>` in the address opens that answer, so
 * other pages and e-mails can link to one question.
 */
export function FaqPage() {
  const t = useHelpT();
  const { supportEmail } = useSettings();
  const hash = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const opened = (FAQ_TOPICS as readonly string[]).includes(hash) ? [hash] : [];
  return (
    <Container size="md">
      <Stack gap="lg">
        <PageTitle>{t('faq.title')}</PageTitle>
        <HelpText i18nKey="faq.intro" email={supportEmail} c="dimmed" />
        <Card padding={0}>
          <Accordion multiple defaultValue={opened} chevronPosition="right">
            {FAQ_TOPICS.map((topic) => (
              <Accordion.Item key={topic} value={topic} id={topic}>
                <Accordion.Control>{t(`faq.q.${topic}` as HelpKey)}</Accordion.Control>
                <Accordion.Panel>
                  <HelpText i18nKey={`faq.a.${topic}` as HelpKey} email={supportEmail} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Card>
      </Stack>
    </Container>
  );
}

export default FaqPage;
