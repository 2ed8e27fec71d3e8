import { i18n } from './init-i18n';
import { LANGUAGE_LOCALES, type Language } from './language';

/**
 * Dates as people read them (GUIDE section 10: "25 Nov 2026"), in the chosen language's Malaysian locale and always
 * in Malaysia's time zone, whatever the device's own zone: a transaction made at 00:30 in Kuala Lumpur is on that
 * day for the client, the filters and the statements alike. The one place the app formats dates for clients.
 */
const TIME_ZONE = 'Asia/Kuala_Lumpur';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(withTime: boolean): Intl.DateTimeFormat {
  const language: Language = i18n.language === 'ms' ? 'ms' : 'en';
  const key = `${language}:${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    } as Intl.DateTimeFormatOptions);
    formatters.set(key, format);
  }
  return format;
}

/** A calendar day ('YYYY-MM-DD', already a Malaysian date) at Malaysian noon, so no zone can move it. */
function toInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

/** '25 Nov 2026' from 'YYYY-MM-DD' or an ISO timestamp; '' for nothing; the input itself when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : formatter(false).format(date);
}

/** '6 Mar 2026, 00:30' in Malaysia time from an ISO timestamp; the input itself when it is not one. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(true).format(date);
}
