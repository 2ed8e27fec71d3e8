/**
 * Calendar months for a goal's plan, on 'YYYY-MM-DD' dates (Malaysia dates, no time of day): whole months from
 * today to the target date, and the date a number of months ahead (the band's points).
 */
function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** Whole months from `from` to `to`: 2026-11-28 → 2027-11-28 is 12, → 2027-11-27 is 11; negative when `to` is before. */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  const months = (ty - fy) * 12 + (tm - fm);
  return td < fd && months > 0 ? months - 1 : months;
}

/** `date` plus `months` calendar months, on the same day or the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
