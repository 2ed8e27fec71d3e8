import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useRegT } from '../i18n/use-reg-t';
import { errorText } from '../logic/form-errors';

export interface Option {
  value: string;
  label: string;
}

/** A Mantine Select bound to a form field; validates on blur like the text inputs. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  data,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'name'> & {
  control: Control<T>;
  name: Path<T>;
  data: Option[];
}) {
  const t = useRegT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          searchable={data.length > 8}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...props}
          data={data}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={errorText(t, fieldState.error)}
        />
      )}
    />
  );
}

/** A yes/no question stored as a boolean (undefined until answered). */
export function YesNoField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const t = useRegT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          description={description}
          required
          name={field.name}
          value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
          onChange={(value) => {
            field.onChange(value === 'yes');
            field.onBlur();
          }}
          error={errorText(t, fieldState.error)}
        >
          <Group mt="xs">
            <Radio value="yes" label={t('reg.yes')} ref={field.ref} />
            <Radio value="no" label={t('reg.no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

export const toOptions = (items: { code: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.code, label: item.name }));
