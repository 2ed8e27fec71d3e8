import type { TranslationKey } from '../i18n/resources';

const KNOWN = ['ACTIVE', 'DRAFT', 'PENDING', 'REJECT', 'CLOSE', 'SUSPEND'] as const;

/** The i18n key naming a client status in plain words, or null for a value we have no words for. */
export function statusLabelKey(status: string): TranslationKey | null {
  return (KNOWN as readonly string[]).includes(status) ? (`status.${status}` as TranslationKey) : null;
}
