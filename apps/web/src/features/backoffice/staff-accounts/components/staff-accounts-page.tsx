import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import type { StaffMember, StaffMemberStatus } from '@harta/contracts/schemas/staff-accounts';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { ChevronDownIcon } from '../../../../components/icons/icons';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { useAuth } from '../../../../lib/auth/auth-context';
import { formatDateTime } from '../../logic/format-date';
import { useChangeStaffMember } from '../api/change-staff-member';
import { ResetSecondFactorButton } from '../../staff-second-factor/reset-second-factor-button';
import { useStaffMembers } from '../api/staff-members';
import { useStaffAccountsT } from '../i18n/use-staff-accounts-t';
import { InviteMemberModal } from './invite-member-modal';
import { DisableModal, memberName, RolesModal } from './member-dialogs';

const STATUS_COLOUR: Record<StaffMemberStatus, string> = { active: 'teal', invited: 'blue', disabled: 'gray' };

/**
 * Administrators: every staff member with their roles and status; invite, change roles, disable and enable
 * (docs/backoffice.md, "Staff accounts"). The server holds the rules (the last administrator, yourself); a refusal
 * is shown as its message.
 */
export function StaffAccountsPage() {
  const t = useStaffAccountsT();
  const members = useStaffMembers();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{t('staffAccounts.title')}</PageTitle>
        <Button onClick={() => setInviting(true)}>{t('staffAccounts.invite')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('staffAccounts.hint')}
      </Text>
      {members.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} />
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      ) : members.isError ? (
        <LoadFailed message={t('staffAccounts.loadFailed')} onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <Card>
          <Text>{t('staffAccounts.empty')}</Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('staffAccounts.title')}>
          {members.data.map((member) => (
            <MemberCard key={member.userId} member={member} onEditRoles={setEditing} onDisable={setDisabling} />
          ))}
        </Stack>
      )}
      <InviteMemberModal opened={inviting} onClose={() => setInviting(false)} />
      <RolesModal member={editing} onClose={() => setEditing(null)} />
      <DisableModal member={disabling} onClose={() => setDisabling(null)} />
    </Stack>
  );
}

function MemberCard({
  member,
  onEditRoles,
  onDisable,
}: {
  member: StaffMember;
  onEditRoles: (member: StaffMember) => void;
  onDisable: (member: StaffMember) => void;
}) {
  const t = useStaffAccountsT();
  const self = useAuth().user?.profile.sub === member.userId;
  const name = memberName(member);
  return (
    <Card withBorder component="li" data-testid={`staff-member-${member.email}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={650}>{name}</Text>
            {self && (
              <Badge variant="outline" size="sm">
                {t('staffAccounts.you')}
              </Badge>
            )}
            <Badge color={STATUS_COLOUR[member.status]} variant="light" size="sm">
              {t(`staffAccounts.status.${member.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          <Group gap={6}>
            {member.roles.map((role) => (
              <Badge key={role} variant="default" size="sm">
                {t(`staffAccounts.role.${role}`)}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {member.lastSignInAt
              ? t('staffAccounts.lastSignIn', { when: formatDateTime(member.lastSignInAt) })
              : t('staffAccounts.neverSignedIn')}
          </Text>
          {/* A member who lost their phone sets their second factor up again at the next sign-in. */}
          {member.status === 'active' && !self && (
            <Group>
              <ResetSecondFactorButton userId={member.userId} name={memberName(member)} />
            </Group>
          )}
        </Stack>
        <MemberActions member={member} self={self} onEditRoles={onEditRoles} onDisable={onDisable} />
      </Group>
    </Card>
  );
}

/** One menu per member, so more actions (e.g. resetting a second factor) join without crowding a phone screen. */
function MemberActions({
  member,
  self,
  onEditRoles,
  onDisable,
}: {
  member: StaffMember;
  self: boolean;
  onEditRoles: (member: StaffMember) => void;
  onDisable: (member: StaffMember) => void;
}) {
  const t = useStaffAccountsT();
  const change = useChangeStaffMember();
  const name = memberName(member);
  const run = async (kind: 'enable' | 'resendInvitation') => {
    try {
      await change.mutateAsync({ userId: member.userId, change: { kind } });
      toastSuccess(
        kind === 'enable'
          ? t('staffAccounts.enabledDone', { name })
          : t('staffAccounts.resent', { email: member.email }),
      );
    } catch (failure) {
      showError(failure);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('staffAccounts.actions', { name })}
          loading={change.isPending}
        >
          <ChevronDownIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEditRoles(member)}>{t('staffAccounts.changeRoles')}</Menu.Item>
        {member.status === 'invited' && (
          <Menu.Item onClick={() => void run('resendInvitation')}>{t('staffAccounts.resend')}</Menu.Item>
        )}
        {member.status === 'disabled' ? (
          <Menu.Item onClick={() => void run('enable')}>{t('staffAccounts.enable')}</Menu.Item>
        ) : (
          !self && (
            <Menu.Item color="red" onClick={() => onDisable(member)}>
              {t('staffAccounts.disable')}
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
