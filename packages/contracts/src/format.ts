import type { Language } from './languages';
import { formatMinorUnits, SEN_SCALE, UNIT_SCALE } from './money';

/**
 * How numbers and dates read for people, once for the web, the server's messages, the e-mails and the PDF
 * statements (docs/languages.md, "Formatting"). Every function works on the exact decimal strings or integers the
 * ledger holds, never on floats, and answers the same on every device and in every time zone.
 *
 * - Ringgit: "RM 1,234.50" in both languages (Malaysia groups with commas and uses a decimal point in both);
 *   a negative amount "-RM 1,234.50".
 * - ETF units: grouped, all six decimals ("1,234.567890"): a unit count is exact to the micro-unit.
 * - Prices and exchange rates: grouped, four decimals ("1,234.5679"), rounded half away from zero.
 * - Dates: "30 Sep 2026" / "30 Sep 2026", "30 Oct 2026" / "30 Okt 2026", always Malaysia's calendar day.
 * - Months: "October 2026" / "Oktober 2026".
 */

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

const LONG_MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
};

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** '1234567' → '1,234,567' (leading zeros dropped). */
function groupThousands(whole: string): string {
  return whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A plain decimal string rounded half away from zero to `places` decimals and grouped: ('1234.56789', 4) →
 * '1,234.5679'. Null when the text is not a plain decimal.
 */
function roundedGrouped(text: string, places: number): string | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').padEnd(places + 1, '0');
  let scaled = BigInt(`${match[2]}${fraction.slice(0, places)}`);
  if (Number(fraction[places]) >= 5) scaled += 1n;
  const digits = formatMinorUnits(scaled, places);
  const [whole, decimals] = digits.split('.');
  const zero = scaled === 0n;
  return `${match[1] && !zero ? '-' : ''}${groupThousands(whole!)}${decimals === undefined ? '' : `.${decimals}`}`;
}

/** An amount as a decimal string ('1234.5') or in sen (123450n), without the currency: '1,234.50'. */
export function formatAmount(amount: string | bigint): string {
  const text = typeof amount === 'bigint' ? formatMinorUnits(amount, SEN_SCALE) : amount;
  return roundedGrouped(text, SEN_SCALE) ?? text;
}

/**
 * Ringgit for people: '1234.5' or 123450n → 'RM 1,234.50'; '-12.3' → '-RM 12.30'. Anything that is not a plain
 * decimal is shown as it is rather than guessed at.
 */
export function formatRinggit(amount: string | bigint): string {
  const text = typeof amount === 'bigint' ? formatMinorUnits(amount, SEN_SCALE) : amount;
  const plain = roundedGrouped(text, SEN_SCALE);
  if (plain === null) return text;
  return plain.startsWith('-') ? `-RM ${plain.slice(1)}` : `RM ${plain}`;
}

/** A gain or loss with its sign always written: '+RM 12.30', '-RM 4.00', 'RM 0.00'. */
export function formatSignedRinggit(amount: string | bigint): string {
  const plain = formatRinggit(amount);
  return plain.startsWith('-') || plain === 'RM 0.00' || !plain.startsWith('RM') ? plain : `+${plain}`;
}

/** ETF units as a decimal string ('1234.5') or in micro-units (1234500000n) → '1,234.500000'. */
export function formatUnits(units: string | bigint): string {
  const text = typeof units === 'bigint' ? formatMinorUnits(units, UNIT_SCALE) : units;
  return roundedGrouped(text, UNIT_SCALE) ?? text;
}

/** The decimals every price and exchange rate is shown with, on the web and in the statements alike. */
export const PRICE_DECIMALS = 4;

/** A price or an exchange rate: '4.47251234' → '4.4725'; '1234.5' → '1,234.5000'. */
export function formatPrice(price: string): string {
  return roundedGrouped(price, PRICE_DECIMALS) ?? price;
}

/**
 * A return as a decimal fraction ('0.031250') in percent with two decimals and its sign ('+3.13%'), rounded half
 * away from zero on the exact digits; zero unsigned. Anything else is shown as it is.
 */
export function formatReturn(fraction: string): string {
  const match = PLAIN_DECIMAL.exec(fraction.trim());
  if (!match) return fraction;
  const digits = (match[3] ?? '').padEnd(5, '0');
  const hundredths = BigInt(`${match[2]}${digits.slice(0, 4)}`) + (Number(digits[4]) >= 5 ? 1n : 0n);
  const percent = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}%`;
  if (hundredths === 0n) return percent;
  return `${match[1] ? '-' : '+'}${percent}`;
}

/** Malaysia has kept UTC+8 without daylight saving since 1982; before that it was UTC+7:30. */
const FIXED_OFFSET_FROM = Date.UTC(1981, 11, 31, 16);

/** The Malaysian wall clock of an instant, to be read with the UTC getters. */
function malaysianWallClock(instant: Date): Date {
  const time = instant.getTime();
  return new Date(time + (time < FIXED_OFFSET_FROM ? 7.5 : 8) * 3_600_000);
}

/** A calendar day ('YYYY-MM-DD', already a Malaysian date) at Malaysian noon, so no zone can move it. */
function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * '25 Nov 2026' / '25 Nov 2026' from a Malaysian calendar day ('YYYY-MM-DD'), an ISO timestamp or a Date; '' for
 * nothing; the input itself when it is not a date.
 */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  if (!value) return '';
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const local = malaysianWallClock(instant);
  return `${local.getUTCDate()} ${SHORT_MONTHS[language][local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** '6 Mar 2026, 00:30' in Malaysia time; the input itself when it is not an instant. */
export function formatDateTime(value: string | Date, language: Language): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const local = malaysianWallClock(instant);
  return `${formatDate(instant, language)}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** The month's full name: (9, 'en') → 'October', (9, 'ms') → 'Oktober'; month 0 is January. */
export function monthName(month: number, language: Language): string {
  return LONG_MONTHS[language][month] ?? String(month + 1);
}

/** The month's short name, as in dates: (8, 'en') → 'Sep', (7, 'ms') → 'Ogo'. */
export function shortMonthName(month: number, language: Language): string {
  return SHORT_MONTHS[language][month] ?? String(month + 1);
}

/** A calendar month 'YYYY-MM' (or a day 'YYYY-MM-DD' in it) → 'October 2026' / 'Oktober 2026'. */
export function formatMonth(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (!match) return value;
  return `${monthName(Number(match[2]) - 1, language)} ${match[1]}`;
}
