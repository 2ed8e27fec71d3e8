import type { TFunction } from 'i18next';

/** An asset class's name ('EQUITY' → 'Shares'); a class this version does not know yet is shown by its code. */
export function assetClassLabel(t: TFunction, key: string): string {
  return t(`assetClass.${key}` as never, { defaultValue: key });
}
