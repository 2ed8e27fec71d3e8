import { featureTranslations } from '../../../../lib/i18n/feature-translations';
import { goalsEn } from './en';
import { goalsMs } from './ms';

/** `t` for a goal's plan, typed with its own keys as well as the app's. */
export const useGoalsT = featureTranslations(goalsEn, goalsMs);
export type GoalsT = ReturnType<typeof useGoalsT>;
