import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { isHttpError } from '../../../lib/http/http-error';
import { useRenamePortfolio } from '../api/rename-portfolio';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { fieldErrorText, renameGoalFormSchema, type RenameGoalForm } from '../logic/goal-form';
import { GoalNameField } from './goal-name-field';

/** Renames one goal; a name already used by another of the client's goals is refused under the field (409). */
export function RenameGoalModal({ portfolio, onClose }: { portfolio: Portfolio; onClose: () => void }) {
  const t = useDashboardT();
  const rename = useRenamePortfolio(portfolio.guid);
  const form = useForm<RenameGoalForm>({
    resolver: zodResolver(renameGoalFormSchema),
    defaultValues: { goalName: portfolio.goalName },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ goalName }) => {
    try {
      const renamed = await rename.mutateAsync(goalName);
      toastSuccess(t('goals.renamed', { name: renamed.goalName }));
      onClose();
    } catch (error) {
      if (isHttpError(error) && (error.status === 409 || error.status === 400)) {
        form.setError('goalName', {
          type: 'server',
          message: error.body?.issues?.[0]?.message ?? error.body?.result ?? error.message,
        });
      } else if (!isHttpError(error) || error.status === 401) {
        // Other statuses have already taken the user to their error page (spec section 8).
        showError(error);
      }
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('goals.renameTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <GoalNameField registration={form.register('goalName')} error={fieldErrorText(t, errors.goalName?.message)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('goals.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('goals.renameSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
