const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function parse(value: string): Date | null {
  // A bare year-month-day (dob) is a calendar date, not an instant: read it without a time zone shift.
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = ymd ? new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "25 Nov 2026" (GUIDE section 10), the same in every locale; '—' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  const date = value ? parse(value) : null;
  if (!date) return '—';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "25 Nov 2026, 14:05" for audit entries and checks, in the reviewer's local time. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? parse(value) : null;
  if (!date) return '—';
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(value)}, ${hh}:${mm}`;
}
