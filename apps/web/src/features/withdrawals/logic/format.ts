/** 'RM 1,234.56' from a decimal string ('1234.56'): currency with its symbol and two decimals (GUIDE §10). */
export function formatRinggit(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}RM ${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
