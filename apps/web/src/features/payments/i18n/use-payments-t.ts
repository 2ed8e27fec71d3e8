import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { paymentsEn } from './en';
import { paymentsMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type PaymentsKey = FeatureKey<typeof paymentsEn>;
export type PaymentsT = FeatureT<typeof paymentsEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const usePaymentsT = featureTranslations(paymentsEn, paymentsMs);
