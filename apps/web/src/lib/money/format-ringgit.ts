import { formatRinggit as formatRinggitOnce } from '@harta/contracts/format';

/**
 * Ringgit for people: '1234.5' or '1234.50' → 'RM 1,234.50'. The one formatter of contracts (format.ts), shared
 * with the server's messages and the PDF statements; it works on the decimal string the API sends, never on a float.
 * Anything that is not a plain decimal is shown as is.
 */
export function formatRinggit(amount: string): string {
  return formatRinggitOnce(amount);
}
