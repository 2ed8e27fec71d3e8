import { i18n } from '../../../../lib/i18n/init-i18n';
import { featureTranslations, type FeatureKey, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { referenceDataEn } from './en';

/** One of this feature's strings, a spec message or any UI string. */
export type ReferenceDataKey = FeatureKey<typeof referenceDataEn>;
export type ReferenceDataT = FeatureT<typeof referenceDataEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useReferenceDataT = featureTranslations(referenceDataEn, 'staff-only');

/** A list's display name; a list added later without a translation shows its id. */
export function listName(t: ReferenceDataT, id: string): string {
  const key = `referenceData.list.${id}`;
  return i18n.exists(key) ? t(key as ReferenceDataKey) : id;
}

/** A message key from a schema issue or the server, translated; text that is not a key is shown as it is. */
export function issueText(t: ReferenceDataT, message: string, values: Record<string, unknown> = {}): string {
  return i18n.exists(message) ? t(message as ReferenceDataKey, values) : message;
}
