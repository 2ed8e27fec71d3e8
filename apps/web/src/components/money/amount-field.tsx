import '@mantine/core/styles/Input.css';
import { forwardRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface AmountFieldProps extends Omit<TextInputProps, 'error' | 'label'> {
  /** Defaults to "Amount (RM)" in the page's language. */
  label?: string;
  /**
   * The error in words: the form's `amount.*` message (contracts amount.ts, the same for the three flows) or its
   * bound, written out by the page with the bound's values, or a text the server wrote in the page's language.
   */
  error?: string | undefined;
}

/**
 * The one ringgit amount field of deposit, transfer and withdrawal (docs/money.md "Amounts the client types"): the
 * same label, keyboard, "RM" before it and the same messages (contracts amount.ts reads what was typed for the web
 * and the server alike), so the three forms cannot drift apart.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { label, error, className, ...input },
  ref,
) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={ref}
      label={label ?? t('amount.label')}
      inputMode="decimal"
      autoComplete="off"
      leftSection="RM"
      className={className ? `harta-amount ${className}` : 'harta-amount'}
      error={error}
      {...input}
    />
  );
});
