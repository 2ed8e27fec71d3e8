import {
  featureTranslations,
  type FeatureKey,
  type FeatureT,
  plainTranslator,
} from '../../../lib/i18n/feature-translations';
import { registrationEn } from './en';
import { registrationMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type RegKey = FeatureKey<typeof registrationEn>;
export type AnyKey = RegKey;
export type RegT = FeatureT<typeof registrationEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useRegT = featureTranslations(registrationEn, registrationMs);

/** Outside React (dialogs opened from callbacks). */
export const regT: RegT = plainTranslator();
