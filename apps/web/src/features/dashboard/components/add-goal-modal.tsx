import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { isHttpError } from '../../../lib/http/http-error';
import { useAddPortfolio } from '../api/add-portfolio';
import { useRiskList } from '../api/get-risk-list';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { addGoalFormSchema, fieldErrorText, type AddGoalForm } from '../logic/goal-form';
import { GoalNameField } from './goal-name-field';

/**
 * Adds a goal: a name and a risk level no higher than the knowledge cap (higher levels are not offered; the
 * server refuses them too). Server field errors land under their field; a taken name under the name.
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
  const form = useForm<AddGoalForm>({
    resolver: zodResolver(addGoalFormSchema(maxRiskLevel)),
    defaultValues: { goalName: '', riskLevel: String(maxRiskLevel) as unknown as number, shariah: 'false' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await add.mutateAsync({
        goalName: values.goalName,
        riskLevel: Number(values.riskLevel),
        shariah: values.shariah === 'true',
      });
      toastSuccess(t('goals.added', { name: created.goalName }));
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
          <GoalNameField registration={form.register('goalName')} error={fieldErrorText(t, errors.goalName?.message)} />
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('goals.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('goals.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
