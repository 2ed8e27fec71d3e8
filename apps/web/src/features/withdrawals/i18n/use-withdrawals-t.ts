import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { withdrawalsEn } from './en';
import { withdrawalsMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type WithdrawalsKey = FeatureKey<typeof withdrawalsEn>;
export type WithdrawalsT = FeatureT<typeof withdrawalsEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useWithdrawalsT = featureTranslations(withdrawalsEn, withdrawalsMs);
