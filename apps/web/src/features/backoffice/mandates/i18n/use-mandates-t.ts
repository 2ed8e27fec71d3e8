import { featureTranslations, type FeatureKey, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { mandatesEn } from './en';

/** One of this feature's strings, a spec message or any UI string. */
export type MandatesKey = FeatureKey<typeof mandatesEn>;
export type MandatesT = FeatureT<typeof mandatesEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useMandatesT = featureTranslations(mandatesEn, 'staff-only');
