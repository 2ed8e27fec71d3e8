import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { inviteStaffMemberRequestSchema, type InviteStaffMemberRequest } from '@harta/contracts/schemas/staff-accounts';
import type { StaffRole } from '@harta/contracts/staff-roles';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { isHttpError } from '../../../../lib/http/http-error';
import { useInviteStaffMember } from '../api/invite-staff-member';
import { useStaffAccountsT, type StaffAccountsKey } from '../i18n/use-staff-accounts-t';
import { RoleCheckboxes } from './role-checkboxes';

interface InviteForm {
  email: string;
  displayName: string;
  roles: StaffRole[];
}

/** Invite a member by e-mail: name, address and roles; the address already taken lands on its field. */
export function InviteMemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useStaffAccountsT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('staffAccounts.inviteTitle')} centered>
      {opened && <InviteMemberForm onDone={onClose} />}
    </Modal>
  );
}

function InviteMemberForm({ onDone }: { onDone: () => void }) {
  const t = useStaffAccountsT();
  const invite = useInviteStaffMember();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<InviteForm>({
    resolver: zodResolver(inviteStaffMemberRequestSchema) as never,
    defaultValues: { email: '', displayName: '', roles: [] },
  });
  const errorText = (message: string | undefined) => (message ? t(message as StaffAccountsKey) : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values as InviteStaffMemberRequest);
      toastSuccess(t('staffAccounts.invited', { email: member.email }));
      onDone();
    } catch (failure) {
      if (isHttpError(failure) && failure.status === 409) {
        setError('email', { type: 'server', message: failure.body?.result ?? '' }, { shouldFocus: true });
      } else {
        showError(failure);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('staffAccounts.inviteHint')}
        </Text>
        <TextInput
          label={t('staffAccounts.field.name')}
          required
          autoComplete="off"
          error={errorText(errors.displayName?.message)}
          {...register('displayName')}
          data-autofocus
        />
        <TextInput
          label={t('staffAccounts.field.email')}
          type="email"
          required
          autoComplete="off"
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <RoleCheckboxes value={field.value} onChange={field.onChange} error={errorText(errors.roles?.message)} />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('staffAccounts.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('staffAccounts.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
