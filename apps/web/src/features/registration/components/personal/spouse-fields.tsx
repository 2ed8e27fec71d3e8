import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { SPOUSE_ID_INPUT_MAX_LENGTH } from '@harta/contracts/spouse-nric';
import { useRegT } from '../../i18n/use-reg-t';
import { errorText } from '../../logic/form-errors';

interface SpouseValues extends FieldValues {
  spouseName?: string | null;
  spouseNRIC?: string | null;
}

/** Spouse name and NRIC/passport (shown when married); the box takes 45 characters, the rule allows 6–20. */
export function SpouseFields() {
  const t = useRegT();
  const {
    register,
    formState: { errors },
  } = useFormContext<SpouseValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('reg.field.spouseName')}
        required
        {...register('spouseName')}
        error={errorText(t, errors.spouseName as never)}
      />
      <TextInput
        label={t('reg.field.spouseNric')}
        required
        maxLength={SPOUSE_ID_INPUT_MAX_LENGTH}
        {...register('spouseNRIC')}
        error={errorText(t, errors.spouseNRIC as never)}
      />
    </SimpleGrid>
  );
}
