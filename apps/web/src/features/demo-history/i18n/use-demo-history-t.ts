import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { demoHistoryEn } from './en';
import { demoHistoryMs } from './ms';

export const useDemoHistoryT = featureTranslations(demoHistoryEn, demoHistoryMs);
