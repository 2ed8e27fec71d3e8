import 'i18next';
import type { resourcesEn } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof resourcesEn };
    keySeparator: false;
    nsSeparator: false;
  }
}
