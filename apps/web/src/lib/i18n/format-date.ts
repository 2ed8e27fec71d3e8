import { i18n } from './init-i18n';
import { LANGUAGE_LOCALES, type Language } from './language';

/**
 * Dates as people read them (GUIDE section 10: "25 Nov 2026"), in the chosen language's Malaysian locale and always
 * in Malaysia's time zone, whatever the device's own zone: a transaction made at 00:30 in Kuala Lumpur is on that
 * day for the client, the filters and the statements alike. The one place the app formats dates for clients.
 *
 * Written out by hand rather than with Intl.DateTimeFormat: the first formatter with a time zone costs the browser
 * its zone data (0.16 s of a phone's main thread, on the dashboard's first render). Malaysia has kept UTC+8 without
 * daylight saving since 1982; the months are CLDR's for en-MY and ms-MY (what Intl gives, 'Sept' included), and
 * format-date.test.ts checks both against Intl. An instant before 1982 goes to Intl.
 */
const TIME_ZONE = 'Asia/Kuala_Lumpur';
const OFFSET_MS = 8 * 3600_000;
/** 1982-01-01 00:00 in Kuala Lumpur: from then on the zone is UTC+8. */
const FIXED_OFFSET_FROM = Date.UTC(1981, 11, 31, 16);

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

const language = (): Language => (i18n.language === 'ms' ? 'ms' : 'en');

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl, for the instants the fixed offset does not cover (one formatter per language and form, made when needed). */
function intlFormat(date: Date, withTime: boolean): string {
  const key = `${language()}:${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language()], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    } as Intl.DateTimeFormatOptions);
    formatters.set(key, format);
  }
  return format.format(date);
}

const two = (n: number) => String(n).padStart(2, '0');

function format(date: Date, withTime: boolean): string {
  const time = date.getTime();
  if (time < FIXED_OFFSET_FROM) return intlFormat(date, withTime);
  // The Malaysian wall clock, read with the UTC getters.
  const local = new Date(time + OFFSET_MS);
  const day = `${local.getUTCDate()} ${MONTHS[language()][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return withTime ? `${day}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}` : day;
}

/** A calendar day ('YYYY-MM-DD', already a Malaysian date) at Malaysian noon, so no zone can move it. */
function toInstant(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

/** '25 Nov 2026' from 'YYYY-MM-DD' or an ISO timestamp; '' for nothing; the input itself when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = toInstant(value);
  return Number.isNaN(date.getTime()) ? value : format(date, false);
}

/** '6 Mar 2026, 00:30' in Malaysia time from an ISO timestamp; the input itself when it is not one. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, true);
}
