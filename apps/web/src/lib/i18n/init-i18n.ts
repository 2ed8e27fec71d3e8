import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadOnce } from '../async/load-once';
import { bootEn } from './boot-en';

/**
 * i18next with flat keys ('auth.lockout'), so `keySeparator` and `nsSeparator` are off: the spec's message codes
 * contain dots. Initialisation is synchronous with the settings gate's strings only; the rest of English arrives
 * through `loadEnglishResources`, which the gate awaits together with the settings, and `loadSpecMessages`, which
 * every page awaits, so everything after the gate renders translated.
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

/**
 * Downloads the English the app needs before its first render (resources.ts: the frame's spec messages and the
 * UI's strings) as its own chunk and adds it to the one 'translation' namespace. Started from main.tsx before the
 * first render, so it downloads in parallel with `/appsettings.json`.
 */
export const loadEnglishResources = loadOnce(() =>
  import('./resources').then(({ startupResourcesEn }) => {
    i18n.addResourceBundle('en', 'translation', startupResourcesEn, true, true);
  }),
);

/**
 * Downloads the rest of the spec's messages (contracts `messagesEn`: validators, registration, risk profile …).
 * Every page waits for it before it renders (see lazy-pages.ts), so a page never shows a bare key; it stays out
 * of the JavaScript loaded before the first render.
 */
export const loadSpecMessages = loadOnce(() =>
  import('@harta/contracts/messages').then(({ messagesEn }) => {
    i18n.addResourceBundle('en', 'translation', messagesEn, true, true);
  }),
);

export { i18n };
