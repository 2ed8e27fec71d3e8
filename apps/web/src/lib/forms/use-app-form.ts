import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * `useForm` with the app's validation timing (issue 15 item 7; GUIDE section 10): a field is checked when the
 * user leaves it after changing it, and every field on submit; after the first submit, errors follow what is typed.
 * Tabbing through an empty form shows nothing: an error for a field nobody has touched yet only says what the
 * person already knows. (react-hook-form's 'onBlur' mode reports the untouched field at once; no built-in mode
 * waits for a change, hence this.)
 */
export function useAppForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformed = TFieldValues,
>(
  props: Omit<UseFormProps<TFieldValues, TContext, TTransformed>, 'mode' | 'reValidateMode'>,
): UseFormReturn<TFieldValues, TContext, TTransformed> {
  const form = useForm<TFieldValues, TContext, TTransformed>({
    ...props,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // useForm answers the same object on every render, so the register below is installed once.
  if (form.register === form.control.register) {
    const changed = new Set<string>();
    const original = form.control.register;
    form.register = ((name, options) => {
      const field = original(name, options);
      return {
        ...field,
        onChange: async (event: unknown) => {
          changed.add(name);
          return field.onChange(event as never);
        },
        onBlur: async (event: unknown) => {
          const result = await field.onBlur(event as never);
          if (changed.has(name) && !form.formState.isSubmitted) await form.trigger(name);
          return result;
        },
      };
    }) as typeof form.register;
  }
  return form;
}
