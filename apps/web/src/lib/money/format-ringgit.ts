/**
 * Ringgit for people: '1234.5' or '1234.50' → 'RM 1,234.50'. Works on the decimal string the API sends, never on
 * a float, so what is shown is exactly what the ledger holds. Anything that is not a plain decimal is shown as is.
 */
export function formatRinggit(amount: string): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return amount;
  const whole = match[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sen = (match[3] ?? '').padEnd(2, '0');
  return `${match[1] ? '-' : ''}RM ${whole}.${sen}`;
}
