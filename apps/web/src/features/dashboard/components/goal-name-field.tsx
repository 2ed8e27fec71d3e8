import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GOAL_NAME_MAX_LENGTH } from '@harta/contracts/schemas/portfolios';
import { useDashboardT } from '../i18n/use-dashboard-t';

/** The goal name input of the add and rename dialogs. */
export function GoalNameField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const t = useDashboardT();
  return (
    <TextInput
      label={t('goals.goalName')}
      placeholder={t('goals.goalNamePlaceholder')}
      // A few characters over the limit are let in so the message, not a silent stop, says what is wrong.
      maxLength={GOAL_NAME_MAX_LENGTH + 10}
      data-autofocus
      {...registration}
      error={error}
    />
  );
}
