import { Badge } from '@mantine/core';
import { ApplicationStatuses } from '@harta/contracts/schemas/backoffice';
import { useBackofficeT } from '../i18n/use-backoffice-t';

const COLOR: Record<string, string> = { PENDING: 'yellow', DRAFT: 'gray', ACTIVE: 'brand', REJECT: 'red' };

/** An application's status in words (never colour alone). */
export function StatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' | 'lg' }) {
  const t = useBackofficeT();
  const known = (ApplicationStatuses as readonly string[]).includes(status);
  const label = known ? t(`backoffice.status.${status as (typeof ApplicationStatuses)[number]}`) : status;
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" size={size} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
