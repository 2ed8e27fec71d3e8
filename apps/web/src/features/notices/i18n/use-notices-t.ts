import { featureTranslations, type FeatureKey } from '../../../lib/i18n/feature-translations';
import { noticesEn } from './en';
import { noticesMs } from './ms';

export type NoticesKey = FeatureKey<typeof noticesEn>;
export const useNoticesT = featureTranslations(noticesEn, noticesMs);
