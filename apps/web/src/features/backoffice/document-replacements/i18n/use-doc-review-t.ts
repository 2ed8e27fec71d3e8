import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { docReviewEn } from './en';

export type DocReviewKey = FeatureKey<typeof docReviewEn>;
export const useDocReviewT = featureTranslations(docReviewEn, 'staff-only');
