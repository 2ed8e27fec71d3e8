import { featureTranslations } from '../../../../lib/i18n/feature-translations';
import { tradeRunEn } from './trade-run-en';
import { tradeRunMs } from './trade-run-ms';

/** The Trade run page's `t`, in English and Malay (the rest of the money pages are staff-only English). */
export const useTradeRunT = featureTranslations(tradeRunEn, tradeRunMs);
