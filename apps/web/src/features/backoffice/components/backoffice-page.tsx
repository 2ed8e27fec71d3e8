import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes, useMatch } from 'react-router';
import { Badge, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { PageSkeleton } from '../../../components/page/page-skeleton';
import { ShieldIcon } from '../../../components/icons/icons';
import { backofficePaths } from '../logic/backoffice-paths';
import { ApplicationsPage } from './applications-page';
import { useBackofficeT } from '../i18n/use-backoffice-t';

// The detail page (documents, bureau, decisions) is the bigger half: its own chunk.
const ApplicationDetailPage = lazy(async () => ({
  default: (await import('./application-detail-page')).ApplicationDetailPage,
}));
const ReferenceDataPage = lazy(async () => ({
  default: (await import('../reference-data/components/reference-data-page')).ReferenceDataPage,
}));

// The money pages (issue #11): one chunk, loaded when staff open any of them.
const money = () => import('../money/components/money-pages');
const PaymentsPage = lazy(async () => ({ default: (await money()).PaymentsPage }));
const WithdrawalsPage = lazy(async () => ({ default: (await money()).WithdrawalsPage }));
const ReconciliationPage = lazy(async () => ({ default: (await money()).ReconciliationPage }));
const TradeRunPage = lazy(async () => ({ default: (await money()).TradeRunPage }));

/**
 * Staff back office (role 'staff', guarded by the router). Staff have no client record, so the shell shows no
 * client menu; this page adds the staff header: where they are and the back-office navigation.
 */
export function BackofficePage() {
  const t = useBackofficeT();
  // "Applications" covers its detail pages too, but not the other sections' paths.
  const onReferenceData = useMatch(`${backofficePaths.referenceData}/*`) !== null;
  const onMoney = useMatch(`${backofficePaths.list}/:section/*`)?.params.section;
  const otherSection = onReferenceData || (onMoney !== undefined && onMoney !== 'applications');
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Paper withBorder px="md" py={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ShieldIcon size={18} />
              <Text fw={650}>{t('page.backoffice')}</Text>
              <Badge variant="outline" color="gray" size="sm">
                {t('backoffice.staffArea')}
              </Badge>
            </Group>
            <nav aria-label={t('backoffice.nav')}>
              <NavLink to={backofficePaths.list} end={otherSection} className="harta-nav-link">
                {t('backoffice.applications')}
              </NavLink>
              <NavLink to={backofficePaths.referenceData} className="harta-nav-link">
                {t('backoffice.referenceData')}
              </NavLink>
              <NavLink to={backofficePaths.payments} className="harta-nav-link">
                {t('backoffice.payments')}
              </NavLink>
              <NavLink to={backofficePaths.withdrawals} className="harta-nav-link">
                {t('backoffice.withdrawals')}
              </NavLink>
              <NavLink to={backofficePaths.reconciliation} className="harta-nav-link">
                {t('backoffice.reconciliation')}
              </NavLink>
              <NavLink to={backofficePaths.tradeRuns} className="harta-nav-link">
                {t('backoffice.tradeRun')}
              </NavLink>
            </nav>
          </Group>
        </Paper>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route index element={<ApplicationsPage />} />
            <Route path="applications/:clientId" element={<ApplicationDetailPage />} />
            <Route path="reference-data" element={<ReferenceDataPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="withdrawals" element={<WithdrawalsPage />} />
            <Route path="reconciliation" element={<ReconciliationPage />} />
            <Route path="trade-runs" element={<TradeRunPage />} />
            <Route path="*" element={<Navigate to={backofficePaths.list} replace />} />
          </Routes>
        </Suspense>
      </Stack>
    </Container>
  );
}

export default BackofficePage;
