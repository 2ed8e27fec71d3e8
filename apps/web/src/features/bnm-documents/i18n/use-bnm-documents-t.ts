import { featureTranslations, type FeatureKey } from '../../../lib/i18n/feature-translations';
import { bnmDocumentsEn } from './en';
import { bnmDocumentsMs } from './ms';

export type BnmDocumentsKey = FeatureKey<typeof bnmDocumentsEn>;
export const useBnmDocumentsT = featureTranslations(bnmDocumentsEn, bnmDocumentsMs);
