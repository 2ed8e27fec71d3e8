import { featureTranslations, type FeatureKey, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { dividendsEn } from './en';
import { dividendsMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type DividendsKey = FeatureKey<typeof dividendsEn>;
export type DividendsT = FeatureT<typeof dividendsEn>;

/** `t` typed with this feature's keys as well as the app's; both languages load with the feature's chunk. */
export const useDividendsT = featureTranslations(dividendsEn, dividendsMs);
