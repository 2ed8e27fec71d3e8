import { coreMessagesEn } from '@harta/contracts/core-messages';
import type { messagesEn } from '@harta/contracts/messages';
import { bootEn } from './boot-en';
import { uiEn } from './en';

/**
 * The English the app needs before its first render: the spec's messages of the app's frame (contracts
 * `coreMessagesEn`), the gate's strings and the UI's strings. Keys never overlap. A lazy chunk loaded at start,
 * see `loadStartupResources`; the spec's other messages arrive with the pages (`loadSpecMessages`).
 */
export const startupResourcesEn = { ...coreMessagesEn, ...bootEn, ...uiEn } as const;

/** Every English string of the one 'translation' namespace, once all of it has loaded. */
export type ResourcesEn = typeof messagesEn & typeof startupResourcesEn;

export type TranslationKey = keyof ResourcesEn;
