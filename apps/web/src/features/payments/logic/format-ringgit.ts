/** '1234.5' -> '1,234.50': grouped thousands, always two decimals (the amount stays a string: no floats). */
export function formatRinggit(amount: string): string {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
