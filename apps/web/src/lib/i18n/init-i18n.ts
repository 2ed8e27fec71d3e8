import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resourcesEn } from './resources';

/**
 * i18next with flat keys ('auth.lockout'), so `keySeparator` and `nsSeparator` are off: the spec's message codes
 * contain dots. Resources are bundled, so initialisation is synchronous and the first render is translated.
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: resourcesEn } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});

export { i18n };
