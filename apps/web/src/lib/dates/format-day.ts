/** Dates for people (GUIDE section 10: "25 Nov 2026"), shared by the dashboard and the performance pages. */

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' as '6 Mar 2026' (no time zone can move it to another day). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

const KL_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** An instant (ISO timestamp) as the Malaysian calendar day it fell on: '6 Mar 2026'. */
export function formatInstantDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : KL_DAY.format(date);
}
