import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bootEn } from './boot-en';

/**
 * i18next with flat keys ('auth.lockout'), so `keySeparator` and `nsSeparator` are off: the spec's message codes
 * contain dots. Initialisation is synchronous with the settings gate's strings only; the rest of English arrives
 * through `loadEnglishResources`, which the gate awaits together with the settings, so everything after the
 * gate renders translated.
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: bootEn } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});

let english: Promise<void> | null = null;

/**
 * Downloads the English resource (contracts' `messagesEn` + en.ts) as its own chunk and adds it to the one
 * 'translation' namespace. Started from main.tsx before the first render, so it downloads in parallel with
 * `/appsettings.json`; later calls share the download. After a failure the next call tries again.
 */
export function loadEnglishResources(): Promise<void> {
  english ??= import('./resources').then(
    ({ resourcesEn }) => {
      i18n.addResourceBundle('en', 'translation', resourcesEn, true, true);
    },
    (error: unknown) => {
      english = null;
      throw error;
    },
  );
  return english;
}

export { i18n };
