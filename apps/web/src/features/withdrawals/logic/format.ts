import { formatRinggit as formatRinggitOnce } from '@harta/contracts/format';

/** 'RM 1,234.56' from a decimal string ('1234.56'): the one ringgit formatter (contracts format.ts). */
export function formatRinggit(amount: string): string {
  return formatRinggitOnce(amount);
}
