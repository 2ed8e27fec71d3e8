/** Moved to lib/dates (the portfolio switch shows trade dates the same way). */
export { formatDay } from '../../../lib/dates/format-day';
