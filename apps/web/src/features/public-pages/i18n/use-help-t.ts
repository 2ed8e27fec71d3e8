import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { helpEn } from './en';
import { helpMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type HelpKey = FeatureKey<typeof helpEn>;
export type HelpT = FeatureT<typeof helpEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useHelpT = featureTranslations(helpEn, helpMs);
