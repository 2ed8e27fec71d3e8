import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { backofficeEn } from './en';

/** One of this feature's strings, a spec message or any UI string. */
export type BackofficeKey = FeatureKey<typeof backofficeEn>;
export type BackofficeT = FeatureT<typeof backofficeEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useBackofficeT = featureTranslations(backofficeEn, 'staff-only');
