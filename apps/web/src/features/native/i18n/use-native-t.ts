import {
  featureTranslations,
  type FeatureKey,
  type FeatureT,
  plainTranslator,
} from '../../../lib/i18n/feature-translations';
import { nativeEn } from './en';
import { nativeMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type NativeKey = FeatureKey<typeof nativeEn>;
export type AnyKey = NativeKey;
export type NativeT = FeatureT<typeof nativeEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useNativeT = featureTranslations(nativeEn, nativeMs);

/** Outside React (dialogs opened from callbacks). */
export const nativeT: NativeT = plainTranslator();
