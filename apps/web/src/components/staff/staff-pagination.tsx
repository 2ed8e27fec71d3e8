import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABEL = {
  first: 'staff.pageFirst',
  previous: 'staff.pagePrevious',
  next: 'staff.pageNext',
  last: 'staff.pageLast',
} as const;

/**
 * The back office's page picker. Mantine's controls are icons and, in its compact layout, numbers a screen reader
 * does not announce, so every button carries a name in the staff member's language (WCAG 4.1.2, checked by the axe
 * run in e2e/tests/accessibility.spec.ts).
 */
export function StaffPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center" p="sm" component="nav" aria-label={t('staff.pages')}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABEL[control]) })}
        getItemProps={(page) => ({ 'aria-label': t('staff.page', { page }) })}
      />
    </Group>
  );
}
