/**
 * A decimal rate string from the server ("0.0650") as a percentage ("6.5%"). Rates travel as strings so they are
 * never rounded on the way; here they are only displayed, to at most two decimals.
 */
export function formatRate(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return '—';
  const [, sign, whole, fraction = ''] = match;
  // Shift the decimal point two places: "0.0650" → "6.50".
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const intPart = digits.slice(0, whole!.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole!.length + 2, whole!.length + 4).replace(/0+$/, '');
  return `${sign}${intPart}${rest ? `.${rest}` : ''}%`;
}
