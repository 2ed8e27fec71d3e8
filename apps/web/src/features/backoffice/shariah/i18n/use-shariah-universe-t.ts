import { featureTranslations, type FeatureKey, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { shariahUniverseEn } from './en';
import { shariahUniverseMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type ShariahUniverseKey = FeatureKey<typeof shariahUniverseEn>;
export type ShariahUniverseT = FeatureT<typeof shariahUniverseEn>;

/** `t` typed with this feature's keys as well as the app's; both languages load with the feature's chunk. */
export const useShariahUniverseT = featureTranslations(shariahUniverseEn, shariahUniverseMs);
