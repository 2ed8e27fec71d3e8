import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../../lib/i18n/resources';
import { moneyEn } from './en';

/** Merged into the app's English resource when the money pages' chunk loads (staff-only strings). */
i18n.addResourceBundle('en', 'translation', moneyEn, true, false);

type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
export type MoneyKey = PluralBase<keyof typeof moneyEn> | TranslationKey;
export type MoneyT = (key: MoneyKey, values?: Record<string, unknown>) => string;

export function useMoneyT(): MoneyT {
  const { t } = useTranslation();
  return useCallback<MoneyT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}

/** A server message (or a message key from a schema) as text for the user. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return i18n.exists(message) ? (i18n.t as unknown as (k: string) => string)(message) : message;
}
