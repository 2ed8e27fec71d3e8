import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harta/contracts/languages';
import { readString, writeString } from '../storage/safe-storage';
import { StorageKeys } from '../storage/storage-keys';

/**
 * The web app's side of the languages (contracts languages.ts). English is the default and holds the spec's texts
 * word for word; Bahasa Melayu is a complete translation (a test fails when a key exists in one and not the
 * other). The back office stays in English: it is for staff, not clients.
 */
export { LANGUAGES, type Language } from '@harta/contracts/languages';

/** Each language named in itself, as a switch should show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ms: 'Bahasa Melayu' };

/** The Intl locale for dates and numbers: Malaysian conventions in both languages. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

/** The language remembered on this device, or English. */
export function storedLanguage(): Language {
  const stored = readString(globalThis.localStorage, StorageKeys.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Whether someone chose a language on this device (then it wins over the account's). */
export function hasStoredLanguage(): boolean {
  return isLanguage(readString(globalThis.localStorage, StorageKeys.language));
}

export function rememberLanguage(language: Language): void {
  writeString(globalThis.localStorage, StorageKeys.language, language);
}
