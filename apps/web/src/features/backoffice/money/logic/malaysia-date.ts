/** Today's calendar date in Malaysia (UTC+8, no daylight saving) as YYYY-MM-DD: trade and payment dates use it. */
export function malaysiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
