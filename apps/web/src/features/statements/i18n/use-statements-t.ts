import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { statementsEn } from './en';
import { statementsMs } from './ms';

export const useStatementsT = featureTranslations(statementsEn, statementsMs);
