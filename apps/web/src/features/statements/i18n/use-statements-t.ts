import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { statementsEn } from './en';

export const useStatementsT = featureTranslations(statementsEn);
