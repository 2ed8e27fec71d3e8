import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { bnmReviewEn } from './en';

export type BnmReviewKey = FeatureKey<typeof bnmReviewEn>;
export const useBnmReviewT = featureTranslations(bnmReviewEn, 'staff-only');
