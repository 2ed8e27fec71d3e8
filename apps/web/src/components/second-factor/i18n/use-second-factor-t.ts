import { featureTranslations, type FeatureKey } from '../../../lib/i18n/feature-translations';
import { secondFactorEn } from './en';
import { secondFactorMs } from './ms';

export type SecondFactorKey = FeatureKey<typeof secondFactorEn>;

/** `t` with the second factor's strings as well as the app's; they load with these components. */
export const useSecondFactorT = featureTranslations(secondFactorEn, secondFactorMs);
