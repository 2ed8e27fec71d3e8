import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { performanceEn } from './en';
import { performanceMs } from './ms';

/** `t` for the performance pages, typed with their own keys as well as the app's. */
export const usePerformanceT = featureTranslations(performanceEn, performanceMs);
export type PerformanceT = ReturnType<typeof usePerformanceT>;
