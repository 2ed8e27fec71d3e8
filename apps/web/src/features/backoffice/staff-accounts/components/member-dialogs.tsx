import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffMember } from '@harta/contracts/schemas/staff-accounts';
import type { StaffRole } from '@harta/contracts/staff-roles';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { useChangeStaffMember } from '../api/change-staff-member';
import { useStaffAccountsT } from '../i18n/use-staff-accounts-t';
import { RoleCheckboxes } from './role-checkboxes';

export const memberName = (member: StaffMember) => member.displayName ?? member.email;

/** Change a member's roles; at least one (take every access away by disabling instead). */
export function RolesModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const t = useStaffAccountsT();
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t('staffAccounts.rolesTitle', { name: memberName(member) }) : ''}
      centered
    >
      {member && <RolesForm key={member.userId} member={member} onDone={onClose} />}
    </Modal>
  );
}

function RolesForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const t = useStaffAccountsT();
  const change = useChangeStaffMember();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [tried, setTried] = useState(false);
  const save = async () => {
    setTried(true);
    if (roles.length === 0) return;
    try {
      await change.mutateAsync({ userId: member.userId, change: { kind: 'roles', roles } });
      toastSuccess(t('staffAccounts.rolesSaved', { name: memberName(member) }));
      onDone();
    } catch (failure) {
      showError(failure);
    }
  };
  return (
    <Stack gap="md">
      <RoleCheckboxes
        value={roles}
        onChange={setRoles}
        error={tried && roles.length === 0 ? t('staffAccounts.rolesRequired') : undefined}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('staffAccounts.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={change.isPending}>
          {t('staffAccounts.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Disabling signs the member out everywhere: it is confirmed first. */
export function DisableModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const t = useStaffAccountsT();
  const change = useChangeStaffMember();
  const name = member ? memberName(member) : '';
  const confirm = async () => {
    if (!member) return;
    try {
      await change.mutateAsync({ userId: member.userId, change: { kind: 'disable' } });
      toastSuccess(t('staffAccounts.disabledDone', { name }));
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('staffAccounts.disableTitle', { name })} centered>
      <Stack gap="md">
        <Text>{t('staffAccounts.disableBody', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('staffAccounts.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={change.isPending}>
            {t('staffAccounts.disableConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
