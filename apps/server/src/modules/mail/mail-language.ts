import { messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harta/contracts/languages';
import { mailTextsEn, type MailTextKey } from './texts/en';
import { mailTextsMs } from './texts/ms';

/**
 * What every e-mail and text message needs to speak the client's language (issue #14): the texts, the spec's
 * messages, dates as "25 Nov 2026" in Malaysia's time zone, ringgit as "RM 1,234.50" (the same in both languages).
 * The one place the server formats dates for people.
 */
const TEXTS: Record<Language, Record<MailTextKey, string>> = { en: mailTextsEn, ms: mailTextsMs };
const MESSAGES = { en: messagesEn, ms: messagesMs } as const;
const LOCALES: Record<Language, string> = { en: 'en-GB', ms: 'ms-MY' };
const TIME_ZONE = 'Asia/Kuala_Lumpur';

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export interface MailLanguage {
  language: Language;
  text(key: MailTextKey, values?: Record<string, string>): string;
  message(key: keyof typeof messagesEn, values?: Record<string, string>): string;
  /** '2026-11-25' (a Malaysian calendar day) or an instant → '25 Nov 2026'. */
  date(value: string | Date): string;
  /** An instant → '25 November 2026, 14:05'. */
  dateTime(value: Date): string;
}

/** The client's stored language, or English for anything unknown (an old row, a staff member). */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const dates = new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
  const dateTimes = new Intl.DateTimeFormat(lang === 'ms' ? 'ms-MY' : 'en-MY', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return {
    language: lang,
    text: (key, values = {}) => fill(TEXTS[lang][key], values),
    message: (key, values = {}) => fill(MESSAGES[lang][key], values),
    date: (value) =>
      dates.format(
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? new Date(`${value}T12:00:00+08:00`)
          : new Date(value),
      ),
    dateTime: (value) => dateTimes.format(value),
  };
}

/** '1234.50' → 'RM 1,234.50'. */
export function mailRinggit(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  return `${negative ? '-' : ''}RM ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
