import { SYSTEM_PARAMETER_LIST } from '@harta/contracts/schemas/reference-data-admin';
import { FOUR_EYES_CATEGORY } from '@harta/contracts/schemas/approvals';

/**
 * Which reference-data changes need a second member (docs/backoffice.md "Four eyes"): the system parameters that
 * move money or risk (fees, payment limits, the central-bank limit, rebalancing, referral rewards, trade cut-offs,
 * the projection assumptions clients' goals are shown with, and the four-eyes switches themselves) and the exchange holiday calendar. To put another list or parameter
 * category under four eyes, add it here.
 */
const PARAMETER_CATEGORIES = new Set([
  'FEE',
  'FPX',
  'BNM',
  'REBALANCE',
  'REFERRAL',
  'TRADE',
  'PROJECTION',
  FOUR_EYES_CATEGORY,
]);
const LISTS = new Set(['EXCHANGE_HOLIDAY']);

export function referenceChangeNeedsFourEyes(list: string, code: string): boolean {
  const id = list.toUpperCase();
  if (id === SYSTEM_PARAMETER_LIST) return PARAMETER_CATEGORIES.has(code.toUpperCase().split('.')[0] ?? '');
  return LISTS.has(id);
}

/**
 * The four-eyes switches are always changed through four eyes, even when the firm turned it off for reference
 * data: otherwise one member could switch off every check alone.
 */
export function isFourEyesSwitch(list: string, code: string): boolean {
  return list.toUpperCase() === SYSTEM_PARAMETER_LIST && code.toUpperCase().startsWith(`${FOUR_EYES_CATEGORY}.`);
}
