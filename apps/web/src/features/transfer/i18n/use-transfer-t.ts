import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { transferEn } from './en';
import { transferMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type TransferKey = FeatureKey<typeof transferEn>;
export type TransferT = FeatureT<typeof transferEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useTransferT = featureTranslations(transferEn, transferMs);
