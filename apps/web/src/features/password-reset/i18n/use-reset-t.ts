import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { passwordResetEn } from './en';
import { passwordResetMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type ResetKey = FeatureKey<typeof passwordResetEn>;
export type ResetT = FeatureT<typeof passwordResetEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useResetT = featureTranslations(passwordResetEn, passwordResetMs);
