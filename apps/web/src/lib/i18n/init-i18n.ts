import i18n from 'i18next';
import { LANGUAGE_COOKIE } from '@harta/contracts/languages';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from '../async/load-once';
import { configureHttpClient } from '../http/http-config';
import { bootEn } from './boot-en';
import { bootMs } from './boot-ms';
import { LANGUAGE_LOCALES, rememberLanguage, storedLanguage, type Language } from './language';

/**
 * i18next with flat keys ('auth.lockout'), so `keySeparator` and `nsSeparator` are off: the spec's message codes
 * contain dots. Initialisation is synchronous with the settings gate's strings only; the rest arrives through
 * `loadStartupResources`, which the gate awaits together with the settings, and `loadSpecMessages`, which every
 * page awaits, so everything after the gate renders translated. English always loads (the fallback); Bahasa
 * Melayu loads on top of it only for those who chose it, so English users never download it.
 */
void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  // Copies: i18next merges later bundles into these objects, which must stay the modules' own constants.
  resources: { en: { translation: { ...bootEn } }, ms: { translation: { ...bootMs } } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});
markDocumentLanguage(i18n.language as Language);

const loadStartupEn = loadOnce(() =>
  import('./resources').then(({ startupResourcesEn }) => {
    i18n.addResourceBundle('en', 'translation', startupResourcesEn, true, true);
  }),
);
const loadStartupMs = loadOnce(() =>
  import('./resources-ms').then(({ startupResourcesMs }) => {
    i18n.addResourceBundle('ms', 'translation', startupResourcesMs, true, true);
  }),
);
const loadSpecEn = loadOnce(() =>
  import('@harta/contracts/messages').then(({ messagesEn }) => {
    i18n.addResourceBundle('en', 'translation', messagesEn, true, true);
  }),
);
const loadSpecMs = loadOnce(() =>
  import('@harta/contracts/messages-ms').then(({ messagesMs }) => {
    i18n.addResourceBundle('ms', 'translation', messagesMs, true, true);
  }),
);

function currentLanguage(): Language {
  return i18n.language === 'ms' ? 'ms' : 'en';
}

// Every API call carries the language of the moment, so the model portfolios' names (docs/languages.md) come back
// in it; a switch takes effect on the next call.
configureHttpClient({ getLanguage: currentLanguage });

/**
 * Downloads the strings the app needs before its first render (resources.ts: the frame's spec messages and the
 * UI's strings, and their translation when the language is not English) as lazy chunks. Started from main.tsx
 * before the first render, so it downloads in parallel with `/appsettings.json`.
 */
export async function loadStartupResources(): Promise<void> {
  await Promise.all([loadStartupEn(), currentLanguage() === 'ms' ? loadStartupMs() : undefined]);
}

/**
 * Downloads the rest of the spec's messages (contracts `messagesEn`: validators, registration, risk profile …).
 * Every page waits for it before it renders (see lazy-pages.ts), so a page never shows a bare key; it stays out
 * of the JavaScript loaded before the first render.
 */
export async function loadSpecMessages(): Promise<void> {
  await Promise.all([loadSpecEn(), currentLanguage() === 'ms' ? loadSpecMs() : undefined]);
}

/**
 * Switches the whole app: loads what the language needs first (so nothing flashes untranslated), then changes
 * i18next's language (every `t` re-renders), remembers it on this device and marks the document for screen
 * readers and the browser's own formatting.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'ms') await Promise.all([loadStartupMs(), loadSpecMs()]);
  // Only a change fires i18next's change event, on which every answer is fetched again (app-providers.tsx): the
  // account's language adopted on a device already showing it (a client's first visit on it) is no change.
  if (i18n.language !== language) await i18n.changeLanguage(language);
  rememberLanguage(language);
  markDocumentLanguage(language);
}

function markDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_LOCALES[language];
  // For the pages the server renders itself on this origin (the sandbox bank's: docs/languages.md).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

export { i18n };
