import { messagesEn } from '@harta/contracts/messages';
import { uiEn } from './en';

/** The English resource: the spec's messages (contracts) and the UI's strings. Keys never overlap. */
export const resourcesEn = { ...messagesEn, ...uiEn } as const;

export type TranslationKey = keyof typeof resourcesEn;
