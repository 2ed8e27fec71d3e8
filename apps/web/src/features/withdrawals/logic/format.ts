/** 'RM 1,234.56' from a decimal string ('1234.56'): currency with its symbol and two decimals (GUIDE §10). */
export function formatRinggit(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}RM ${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** '25 Nov 2026' from 'YYYY-MM-DD' (a Malaysian calendar date) or an ISO timestamp (shown in Malaysia time). */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
  return DATE.format(date);
}
