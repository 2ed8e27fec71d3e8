import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { transactionsEn } from './en';
import { transactionsMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type TransactionsKey = FeatureKey<typeof transactionsEn>;
export type TransactionsT = FeatureT<typeof transactionsEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useTransactionsT = featureTranslations(transactionsEn, transactionsMs);
