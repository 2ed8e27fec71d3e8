import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { ShieldIcon } from '../icons/icons';
import { usePendingApprovalsCount } from './use-pending-approvals-count';

/** Back-office sections, in the menu's order. The applications list also covers its detail pages. */
const SECTIONS = [
  { labelKey: 'staff.applications', to: href.to('backoffice') },
  { labelKey: 'staff.approvals', to: `${href.to('backoffice')}/approvals` },
  { labelKey: 'staff.referenceData', to: `${href.to('backoffice')}/reference-data` },
  { labelKey: 'staff.payments', to: `${href.to('backoffice')}/payments` },
  { labelKey: 'staff.withdrawals', to: `${href.to('backoffice')}/withdrawals` },
  { labelKey: 'staff.reconciliation', to: `${href.to('backoffice')}/reconciliation` },
  { labelKey: 'staff.tradeRun', to: `${href.to('backoffice')}/trade-runs` },
  { labelKey: 'staff.bnmDocuments', to: `${href.to('backoffice')}/bnm-documents` },
  { labelKey: 'staff.documentReplacements', to: `${href.to('backoffice')}/document-replacements` },
  { labelKey: 'staff.appVersions', to: href.to('backofficeAppVersions') },
  { labelKey: 'staff.devices', to: href.to('backofficeDevices') },
] as const;

/**
 * The frame of every staff page (issue 15 item 3): where they are and the back-office menu, the same on the
 * applications, reference data, app versions and devices pages, whichever feature draws the page.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  // "Applications" is every /backoffice path the other sections do not claim (its detail pages).
  const current = SECTIONS.slice(1).find((s) => within(s.to)) ?? SECTIONS[0];
  const approvals = usePendingApprovalsCount();
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Paper withBorder px="md" py={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ShieldIcon size={18} />
              <Text fw={650}>{t('page.backoffice')}</Text>
              <Badge variant="outline" color="gray" size="sm">
                {t('staff.area')}
              </Badge>
            </Group>
            <nav aria-label={t('staff.nav')}>
              <Group gap={4} wrap="wrap">
                {SECTIONS.map((section) => (
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
