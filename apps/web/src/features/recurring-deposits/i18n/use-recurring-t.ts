import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { recurringEn } from './en';
import { recurringMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type RecurringKey = FeatureKey<typeof recurringEn>;
export type RecurringT = FeatureT<typeof recurringEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useRecurringT = featureTranslations(recurringEn, recurringMs);
