import { featureTranslations } from '../../../lib/i18n/feature-translations';
import { switchEn } from './en';
import { switchMs } from './ms';

/** `t` typed with this feature's keys as well as the app's (strings merged when the feature's chunk loads). */
export const useSwitchT = featureTranslations(switchEn, switchMs);
