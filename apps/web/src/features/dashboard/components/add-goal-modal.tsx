import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Fieldset, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { PLAN_FIELDS, toPlanRequest } from '../../../lib/goal-plans/plan-form';
import { saveGoalPlan } from '../../../lib/goal-plans/save-goal-plan';
import { isHttpError } from '../../../lib/http/http-error';
import { useAddPortfolio } from '../api/add-portfolio';
import { useRiskList } from '../api/get-risk-list';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { goalPlansQueryKey } from '../api/get-goal-plans';
import { addGoalFormSchema, fieldErrorText, hasPlan, type AddGoalForm } from '../logic/goal-form';
import { GoalNameField } from './goal-name-field';

/**
 * Adds a goal: a name and a risk level no higher than the knowledge cap (higher levels are not offered; the
 * server refuses them too), and optionally its target (amount by a date) and planned monthly deposit, saved as the
 * goal's plan right after the goal is made (docs/goals.md "The plan"). Server field errors land under their field;
 * a taken name under the name. A target the server refuses once the goal exists keeps the dialog open on the target
 * alone, so a second try saves the plan without making a second goal.
 */
export function AddGoalModal({
  opened,
  onClose,
  maxRiskLevel,
}: {
  opened: boolean;
  onClose: () => void;
  maxRiskLevel: number;
}) {
  const t = useDashboardT();
  const risks = useRiskList();
  const add = useAddPortfolio();
  const queryClient = useQueryClient();
  // The goal made by this dialog while its target still waits to be saved.
  const [created, setCreated] = useState<Portfolio | null>(null);
  const form = useForm<AddGoalForm>({
    resolver: zodResolver(addGoalFormSchema(maxRiskLevel)),
    defaultValues: {
      goalName: '',
      riskLevel: String(maxRiskLevel) as unknown as number,
      targetAmount: '',
      targetDate: '',
      monthlyDeposit: '',
      shariah: 'false',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    add.reset();
    setCreated(null);
    onClose();
  };

  /** Saves the typed target as the new goal's plan; false (with the refusal under its field) when it is refused. */
  const savePlan = async (goal: Portfolio, values: AddGoalForm): Promise<boolean> => {
    try {
      await saveGoalPlan(goal.guid, toPlanRequest(values));
      await queryClient.invalidateQueries({ queryKey: goalPlansQueryKey });
      return true;
    } catch (error) {
      setCreated(goal);
      if (isHttpError(error) && error.status === 400 && error.body?.issues?.length) {
        for (const issue of error.body.issues) {
          const field = PLAN_FIELDS.find((f) => issue.path.endsWith(f)) ?? 'targetAmount';
          form.setError(field, { type: 'server', message: issue.message });
        }
      } else if (!isHttpError(error) || [400, 401].includes(error.status)) {
        showError(error);
      }
      return false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const goal =
        created ??
        (await add.mutateAsync({
          goalName: values.goalName,
          riskLevel: Number(values.riskLevel),
          shariah: values.shariah === 'true',
        }));
      if (hasPlan(values) && !(await savePlan(goal, values))) return;
      toastSuccess(t('goals.added', { name: goal.goalName }));
      close();
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        form.setError('goalName', { type: 'server', message: error.body?.result ?? error.message });
      } else if (isHttpError(error) && error.status === 400 && error.body?.issues?.length) {
        for (const issue of error.body.issues) {
          const field = issue.path.replace(/^\/?(body[./])?/, '') === 'riskLevel' ? 'riskLevel' : 'goalName';
          form.setError(field, { type: 'server', message: issue.message });
        }
      } else if (!isHttpError(error) || [400, 401].includes(error.status)) {
        // Other statuses have already taken the user to their error page (spec section 8).
        showError(error);
      }
    }
  });

  const levels = (risks.data ?? []).filter((r) => r.riskLevel <= maxRiskLevel);
  return (
    <Modal opened={opened} onClose={close} title={t('goals.addTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('goals.addHint')}
          </Text>
          {created && (
            <Alert color="yellow" variant="light" role="status">
              {t('goals.target.notSaved', { name: created.goalName })}
            </Alert>
          )}
          {/* Once the goal is made, its name and level are settled: only the target is left to correct. */}
          {!created && (
            <>
              <GoalNameField
                registration={form.register('goalName')}
                error={fieldErrorText(t, errors.goalName?.message)}
              />
              <NativeSelect
                label={t('goals.riskLevelLabel')}
                description={t('goals.capNote', { max: maxRiskLevel })}
                data={
                  levels.length > 0
                    ? levels.map((r) => ({
                        value: String(r.riskLevel),
                        label: t('goals.riskOption', { level: r.riskLevel, name: r.name }),
                      }))
                    : Array.from({ length: maxRiskLevel }, (_, i) => String(i + 1))
                }
                {...form.register('riskLevel')}
                error={fieldErrorText(t, errors.riskLevel?.message, maxRiskLevel)}
              />
              <NativeSelect
                label={t('shariah.goalKind')}
                description={t('shariah.hint')}
                data={[
                  { value: 'false', label: t('shariah.kind.conventional') },
                  { value: 'true', label: t('shariah.kind.shariah') },
                ]}
                {...form.register('shariah')}
                error={fieldErrorText(t, errors.shariah?.message)}
              />
            </>
          )}
          <Fieldset legend={t('goals.target.heading')} variant="unstyled">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('goals.target.hint')}
              </Text>
              <TextInput
                label={t('goals.target.amount')}
                inputMode="decimal"
                autoComplete="off"
                leftSection="RM"
                {...form.register('targetAmount')}
                error={fieldErrorText(t, errors.targetAmount?.message)}
              />
              <TextInput
                type="date"
                label={t('goals.target.date')}
                {...form.register('targetDate')}
                error={fieldErrorText(t, errors.targetDate?.message)}
              />
              <TextInput
                label={t('goals.target.monthly')}
                inputMode="decimal"
                autoComplete="off"
                leftSection="RM"
                {...form.register('monthlyDeposit')}
                error={fieldErrorText(t, errors.monthlyDeposit?.message)}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('goals.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {created ? t('goals.target.saveTarget') : t('goals.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
