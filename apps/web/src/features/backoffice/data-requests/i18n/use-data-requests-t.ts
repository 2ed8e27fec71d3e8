import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { dataRequestsEn } from './en';

export type DataRequestsKey = FeatureKey<typeof dataRequestsEn>;
export const useDataRequestsT = featureTranslations(dataRequestsEn, 'staff-only');
