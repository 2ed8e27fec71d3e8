import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { dataRightsEn } from './en';
import { dataRightsMs } from './ms';

export const useDataRightsT = featureTranslations(dataRightsEn, dataRightsMs);
