import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Badge, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { holdsAnyRole, useStaffRoles } from '../../lib/auth/staff-roles';
import { ShieldIcon } from '../icons/icons';
import { sectionOf, STAFF_SECTIONS } from './staff-sections';
import { usePendingApprovalsCount } from './use-pending-approvals-count';

/**
 * The frame of every staff page: where they are and the back-office menu, the same on every page whichever
 * feature draws it. The menu lists only the sections the member's roles allow, and a page outside them shows the
 * forbidden page (docs/backoffice.md, "Staff roles"); the back office's front door leads to the member's first
 * section instead. The server refuses the calls anyway: this only spares the member pages they cannot use.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const roles = useStaffRoles();
  const sections = STAFF_SECTIONS.filter((section) => holdsAnyRole(roles, section.roles));
  const current = sectionOf(pathname);
  const approvals = usePendingApprovalsCount();
  if (!sections.includes(current)) {
    const frontDoor = pathname.replace(/\/$/, '') === href.to('backoffice');
    const first = sections[0];
    return <Navigate to={frontDoor && first ? first.to : href.to('forbidden')} replace />;
  }
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Paper withBorder px="md" py={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ShieldIcon size={18} />
              <Text fw={650}>{t('page.backoffice')}</Text>
              {/* As wide as its words: at a phone's width the longer Malay label was cut short. */}
              <Badge variant="outline" color="gray" size="sm" miw="max-content">
                {t('staff.area')}
              </Badge>
            </Group>
            <nav aria-label={t('staff.nav')}>
              <Group gap={4} wrap="wrap">
                {sections.map((section) => (
                  <Link
                    key={section.to}
                    to={section.to}
                    className="harta-nav-link"
                    aria-current={section === current ? 'page' : undefined}
                  >
                    {t(section.labelKey)}
                    {section.labelKey === 'staff.approvals' && !!approvals.data?.pending && (
                      <Badge
                        ml={6}
                        size="sm"
                        circle={approvals.data.pending < 10}
                        color={approvals.data.awaitingMe ? 'yellow' : 'gray'}
                        aria-label={t('staff.approvalsPending', { count: approvals.data.pending })}
                        data-testid="approvals-count"
                      >
                        {approvals.data.pending}
                      </Badge>
                    )}
                  </Link>
                ))}
              </Group>
            </nav>
          </Group>
        </Paper>
        {children}
      </Stack>
    </Container>
  );
}
