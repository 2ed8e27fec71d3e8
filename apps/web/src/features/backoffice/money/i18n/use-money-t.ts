import { i18n } from '../../../../lib/i18n/init-i18n';
import { featureTranslations, type FeatureKey, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { moneyEn } from './en';

/** One of this feature's strings, a spec message or any UI string. */
export type MoneyKey = FeatureKey<typeof moneyEn>;
export type MoneyT = FeatureT<typeof moneyEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useMoneyT = featureTranslations(moneyEn, 'staff-only');

/** A server message (or a message key from a schema) as text for the user. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return i18n.exists(message) ? (i18n.t as unknown as (k: string) => string)(message) : message;
}
