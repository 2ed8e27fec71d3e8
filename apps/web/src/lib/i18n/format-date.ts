import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatMonth as formatMonthIn,
} from '@harta/contracts/format';
import { i18n } from './init-i18n';
import type { Language } from './language';

/**
 * Dates as people read them ("25 Nov 2026"), in the chosen language and always in Malaysia's time zone, whatever the
 * device's own zone: a transaction made at 00:30 in Kuala Lumpur is on that day for the client, the filters and the
 * statements alike. The words and rules are contracts' format.ts, which the server's messages and the PDF statements
 * use too (docs/languages.md, "Formatting"); written out by hand there, so no Intl time-zone data is loaded.
 */
const language = (): Language => (i18n.language === 'ms' ? 'ms' : 'en');

/** '25 Nov 2026' from 'YYYY-MM-DD' or an ISO timestamp; '' for nothing; the input itself when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  return formatDateIn(value, language());
}

/** '6 Mar 2026, 00:30' in Malaysia time from an ISO timestamp; the input itself when it is not one. */
export function formatDateTime(iso: string): string {
  return formatDateTimeIn(iso, language());
}

/** 'October 2026' / 'Oktober 2026' from 'YYYY-MM'. */
export function formatMonth(month: string): string {
  return formatMonthIn(month, language());
}
