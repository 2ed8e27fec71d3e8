import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack } from '@mantine/core';
import { StaffRoles, type StaffRole } from '@harta/contracts/staff-roles';
import { useStaffAccountsT } from '../i18n/use-staff-accounts-t';

/** The four roles, each with what it is for (docs/backoffice.md, "Staff roles"). */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
}) {
  const t = useStaffAccountsT();
  return (
    <Checkbox.Group
      label={t('staffAccounts.field.roles')}
      required
      value={value}
      onChange={(roles) => onChange(StaffRoles.filter((role) => roles.includes(role)))}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {StaffRoles.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={t(`staffAccounts.role.${role}`)}
            description={t(`staffAccounts.duty.${role}`)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
