import { messagesEn } from '@harta/contracts/messages';
import { bootEn } from './boot-en';
import { uiEn } from './en';

/**
 * The English resource: the spec's messages (contracts), the gate's strings and the UI's strings. Keys never
 * overlap. Import it as a type only: at run time it is a lazy chunk, see `loadEnglishResources`.
 */
export const resourcesEn = { ...messagesEn, ...bootEn, ...uiEn } as const;

export type TranslationKey = keyof typeof resourcesEn;
