const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The firm's time zone. Staff work from Malaysia and regulators read the audit trail in Malaysian time, so every
 * instant is shown in it whatever the reviewer's computer is set to.
 */
export const BACKOFFICE_TIME_ZONE = 'Asia/Kuala_Lumpur';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BACKOFFICE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

function parse(value: string): Parts | null {
  // A bare year-month-day (dob) is a calendar date, not an instant: no time zone applies.
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (ymd) return { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]), hour: null, minute: null };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const all = PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(all.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** "25 Nov 2026" (GUIDE section 10), the same in every locale, in Malaysian time; '—' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  const parts = value ? parse(value) : null;
  if (!parts) return '—';
  return `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
}

/** "25 Nov 2026, 14:05" for audit entries and checks, in Malaysian time (see BACKOFFICE_TIME_ZONE). */
export function formatDateTime(value: string | null | undefined): string {
  const parts = value ? parse(value) : null;
  if (!parts) return '—';
  const date = `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
  if (parts.hour === null || parts.minute === null) return date;
  return `${date}, ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
}
