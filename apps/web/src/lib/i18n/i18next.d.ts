import 'i18next';
import type { ResourcesEn } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ResourcesEn };
    keySeparator: false;
    nsSeparator: false;
  }
}
