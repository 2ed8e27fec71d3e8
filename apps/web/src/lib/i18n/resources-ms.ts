import { coreMessagesMs } from '@harta/contracts/core-messages-ms';
import { bootMs } from './boot-ms';
import { uiMs } from './ms';

/** startupResourcesEn in Bahasa Melayu (resources.ts): loaded at start only when the language is Malay. */
export const startupResourcesMs = { ...coreMessagesMs, ...bootMs, ...uiMs } as const;
