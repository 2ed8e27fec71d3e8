const MALAYSIA = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kuala_Lumpur',
});

/** An instant as Malaysian wall-clock time, '6 Mar 2026, 00:30': the same day the filters count it in. */
export function formatMalaysiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : MALAYSIA.format(date);
}
