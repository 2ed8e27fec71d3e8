/**
 * Malaysian identity card numbers (MyKad; MyPR and MyKAS use the same 12-digit layout): `YYMMDD-PB-###G`.
 * - YYMMDD: date of birth; the date must exist.
 * - PB: place-of-birth code (two digits; '00' is never issued).
 * - ###G: serial; the last digit G is odd for a male holder and even for a female holder.
 * Hyphens are optional ('900101-14-5678' and '900101145678' are the same number); spaces are not allowed.
 *
 * Century (decided here; the card does not carry it): YY is 20YY when that year is not after the reference
 * year, else 19YY. So in 2026, '05…' is 2005 and '30…' is 1930.
 */
export type Gender = 'M' | 'F';

export interface MyKadInfo {
  /** The 12 digits without hyphens. */
  digits: string;
  /** `YYMMDD-PB-###G`. */
  formatted: string;
  /** Date of birth, year-month-day. */
  dob: string;
  gender: Gender;
  placeOfBirthCode: string;
}

const MYKAD_PATTERN = /^(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{3})(\d)$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** True when year-month-day names a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The parts of a MyKad number, or `null` when it is not one (wrong shape, impossible date, place code 00). */
export function parseMyKad(value: string, referenceDate: Date = new Date()): MyKadInfo | null {
  const match = MYKAD_PATTERN.exec(value);
  if (!match) return null;
  const [, yy, mm, dd, pb, serial, g] = match as unknown as [string, string, string, string, string, string, string];
  // Either both hyphens or none: '900101-145678' is a typo, not a format.
  const hyphens = (value.match(/-/g) ?? []).length;
  if (hyphens !== 0 && hyphens !== 2) return null;
  if (pb === '00') return null;
  const refYear = referenceDate.getUTCFullYear();
  const twoDigit = Number(yy);
  const year = 2000 + twoDigit <= refYear ? 2000 + twoDigit : 1900 + twoDigit;
  const month = Number(mm);
  const day = Number(dd);
  if (!isRealDate(year, month, day)) return null;
  const digits = `${yy}${mm}${dd}${pb}${serial}${g}`;
  return {
    digits,
    formatted: `${yy}${mm}${dd}-${pb}-${serial}${g}`,
    dob: `${year}-${pad(month)}-${pad(day)}`,
    gender: Number(g) % 2 === 1 ? 'M' : 'F',
    placeOfBirthCode: pb,
  };
}

/** Whole years between a year-month-day birth date and `on` (UTC calendar). `null` for a malformed date. */
export function ageOn(dob: string, on: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  let age = on.getUTCFullYear() - year;
  const beforeBirthday = on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
