import '@mantine/core/styles/Input.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { GoalPlan } from '@harta/contracts/schemas/goal-plans';
import { isMessageKey } from '@harta/contracts/validators';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { isHttpError } from '../../../../lib/http/http-error';
import { useSaveGoalPlan } from '../api/save-goal-plan';
import { useGoalsT } from '../i18n/use-goals-t';
import {
  PLAN_FIELDS,
  planFormDefaults,
  planFormSchema,
  toPlanRequest,
  type PlanForm,
} from '../../../../lib/goal-plans/plan-form';

/**
 * The plan's form: target amount and date (both or neither) and the planned monthly deposit. Checked with the
 * contracts' schema as the server checks it; a refusal from the server lands under its field, and what was typed
 * stays.
 */
export function PlanFormFields({ plan, onDone }: { plan: GoalPlan; onDone: () => void }) {
  const t = useGoalsT();
  const save = useSaveGoalPlan(plan.guid);
  const form = useForm<PlanForm>({
    resolver: zodResolver(planFormSchema),
    mode: 'onTouched',
    defaultValues: planFormDefaults(plan),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? (isMessageKey(key) ? t(key as never) : key) : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toPlanRequest(values));
      toastSuccess(t('plan.saved'));
      onDone();
    } catch (error) {
      if (isHttpError(error) && error.status === 400 && error.body?.issues?.length) {
        for (const issue of error.body.issues) {
          const field = PLAN_FIELDS.find((f) => issue.path.endsWith(f)) ?? 'targetAmount';
          form.setError(field, { type: 'server', message: issue.message });
        }
      } else {
        showError(error);
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="plan-form">
      <Stack gap="sm">
        <TextInput
          label={t('plan.form.targetAmount')}
          description={t('plan.form.targetAmountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.targetAmount?.message)}
          {...form.register('targetAmount')}
        />
        <TextInput
          type="date"
          label={t('plan.form.targetDate')}
          error={message(errors.targetDate?.message)}
          {...form.register('targetDate')}
        />
        <TextInput
          label={t('plan.form.monthlyDeposit')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.monthlyDeposit?.message)}
          {...form.register('monthlyDeposit')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('plan.form.save')}
          </Button>
          <Button variant="subtle" onClick={onDone} disabled={save.isPending}>
            {t('plan.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
