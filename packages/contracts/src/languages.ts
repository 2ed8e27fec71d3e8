/**
 * The languages a client can use (issue #14 item 4): English (the default, with the spec's texts word for word)
 * and Bahasa Melayu. The web app's switch, the account's stored language and the e-mails all take these codes.
 */
export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie in which the web app keeps the language it shows, for pages the server renders itself on the app's
 * origin (the sandbox bank's, docs/languages.md "The sandbox bank's pages").
 */
export const LANGUAGE_COOKIE = 'harta-lang';
