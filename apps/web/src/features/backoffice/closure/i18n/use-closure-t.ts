import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { closureEn } from './en';

export type ClosureKey = FeatureKey<typeof closureEn>;
export const useClosureT = featureTranslations(closureEn, 'staff-only');
