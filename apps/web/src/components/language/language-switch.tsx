import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/init-i18n';
import { useHydrated } from '../../lib/prerender/hydration';
import { LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../lib/i18n/language';
import { useAccountLanguageSync, useAdoptAccountLanguage } from './use-account-language';

function useLanguage(): { current: Language; choose: (language: Language) => void; ready: boolean } {
  const { i18n } = useTranslation();
  const saveOnAccount = useAccountLanguageSync();
  const current: Language = i18n.language === 'ms' ? 'ms' : 'en';
  return {
    current,
    // On the prerendered login page the buttons are there before their handlers: disabled until hydrated, so a
    // click is not silently lost (as the form's submit).
    ready: useHydrated(),
    choose: (language) => {
      void changeLanguage(language).then(() => saveOnAccount(language));
    },
  };
}

/**
 * The header's switch: with two languages, one button that names the other language in that language (how people
 * look for their own), 'BM'/'EN' on a phone. Its `lang` lets a screen reader pronounce it right.
 */
export function LanguageSwitch({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { current, choose, ready } = useLanguage();
  useAdoptAccountLanguage();
  const other: Language = current === 'en' ? 'ms' : 'en';
  const shown = compact ? (other === 'ms' ? 'BM' : 'EN') : LANGUAGE_NAMES[other];
  // The name holds the words shown (WCAG 2.5.3 "label in name": "click BM" works for a voice-control user too); not
  // in brackets, which axe (and Lighthouse) leave out of the comparison.
  const name = `${t('language.label')}: ${LANGUAGE_NAMES[other]}`;
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      onClick={() => choose(other)}
      disabled={!ready}
      lang={LANGUAGE_LOCALES[other]}
      aria-label={compact ? `${name}, ${shown}` : name}
      title={LANGUAGE_NAMES[other]}
    >
      {shown}
    </Button>
  );
}

/** The login page's choice: every language by name, the current one marked. */
export function LanguageLinks() {
  const { t } = useTranslation();
  const { current, choose, ready } = useLanguage();
  return (
    <Group justify="center" gap="xs" component="nav" aria-label={t('language.label')}>
      {LANGUAGES.map((language, index) => (
        <Group key={language} gap="xs" wrap="nowrap">
          {index > 0 && (
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
          )}
          {language === current ? (
            <Text size="sm" fw={700} lang={LANGUAGE_LOCALES[language]} aria-current="true">
              {LANGUAGE_NAMES[language]}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              lang={LANGUAGE_LOCALES[language]}
              onClick={() => choose(language)}
              disabled={!ready}
            >
              {LANGUAGE_NAMES[language]}
            </Anchor>
          )}
        </Group>
      ))}
    </Group>
  );
}
