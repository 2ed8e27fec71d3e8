/** '1234.5' -> '1,234.50': grouped thousands, always two decimals (the amount stays a string: no floats). */
export function formatRinggit(amount: string): string {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A date as "25 Nov 2026" (GUIDE section 10), in Malaysia time. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(iso));
}
