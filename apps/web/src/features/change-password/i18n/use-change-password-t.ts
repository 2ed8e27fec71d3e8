import { featureTranslations, type FeatureKey } from '../../../lib/i18n/feature-translations';
import { changePasswordEn } from './en';
import { changePasswordMs } from './ms';

export type ChangePasswordKey = FeatureKey<typeof changePasswordEn>;
export const useChangePasswordT = featureTranslations(changePasswordEn, changePasswordMs);
