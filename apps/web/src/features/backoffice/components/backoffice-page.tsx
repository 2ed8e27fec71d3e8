import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSkeleton } from '../../../components/page/page-skeleton';
import { StaffFrame } from '../../../components/staff/staff-frame';
import { backofficePaths } from '../logic/backoffice-paths';
import { ApplicationsPage } from './applications-page';

// The detail page (documents, bureau, decisions) is the bigger half: its own chunk.
const ApplicationDetailPage = lazy(async () => ({
  default: (await import('./application-detail-page')).ApplicationDetailPage,
}));
const BnmQueuePage = lazy(async () => ({
  default: (await import('../bnm/components/bnm-queue-page')).BnmQueuePage,
}));
const DocumentReplacementsPage = lazy(async () => ({
  default: (await import('../document-replacements/components/document-replacements-page')).DocumentReplacementsPage,
}));
const DataRequestsPage = lazy(async () => ({
  default: (await import('../data-requests/components/data-requests-page')).DataRequestsPage,
}));
const ReferenceDataPage = lazy(async () => ({
  default: (await import('../reference-data/components/reference-data-page')).ReferenceDataPage,
}));
const StaffAccountsPage = lazy(async () => ({
  default: (await import('../staff-accounts/components/staff-accounts-page')).StaffAccountsPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('../audit-log/components/audit-log-page')).AuditLogPage,
}));

// Recurring deposits (docs/backoffice.md "Recurring deposits"): list and detail in one chunk.
const mandates = () => import('../mandates/components/mandates-pages');
const MandatesPage = lazy(async () => ({ default: (await mandates()).MandatesPage }));
const MandateDetailPage = lazy(async () => ({ default: (await mandates()).MandateDetailPage }));

// Shariah universe and dividends (docs/backoffice.md "Shariah universe and dividends"): a chunk each.
const ShariahUniversePage = lazy(async () => ({
  default: (await import('../shariah/components/shariah-universe-page')).ShariahUniversePage,
}));
const DividendsPage = lazy(async () => ({
  default: (await import('../dividends/components/dividends-page')).DividendsPage,
}));

const ApprovalsPage = lazy(async () => ({
  default: (await import('../approvals/components/approvals-page')).ApprovalsPage,
}));

// The money pages (docs/backoffice.md): one chunk, loaded when staff open any of them.
const money = () => import('../money/components/money-pages');
const PaymentsPage = lazy(async () => ({ default: (await money()).PaymentsPage }));
const WithdrawalsPage = lazy(async () => ({ default: (await money()).WithdrawalsPage }));
const ReconciliationPage = lazy(async () => ({ default: (await money()).ReconciliationPage }));
const TradeRunPage = lazy(async () => ({ default: (await money()).TradeRunPage }));

/**
 * Staff back office (role 'staff', guarded by the router). Staff have no client record, so the shell shows no
 * client menu; the staff frame adds where they are and the back-office menu, and keeps each member to the pages
 * their roles allow (components/staff/staff-sections.ts).
 */
export function BackofficePage() {
  return (
    <StaffFrame>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route index element={<ApplicationsPage />} />
          <Route path="applications/:clientId" element={<ApplicationDetailPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="reference-data" element={<ReferenceDataPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="reconciliation" element={<ReconciliationPage />} />
          <Route path="trade-runs" element={<TradeRunPage />} />
          <Route path="bnm-documents" element={<BnmQueuePage />} />
          <Route path="document-replacements" element={<DocumentReplacementsPage />} />
          <Route path="data-requests" element={<DataRequestsPage />} />
          <Route path="staff-accounts" element={<StaffAccountsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="mandates" element={<MandatesPage />} />
          <Route path="mandates/:guid" element={<MandateDetailPage />} />
          <Route path="shariah" element={<ShariahUniversePage />} />
          <Route path="dividends" element={<DividendsPage />} />
          <Route path="*" element={<Navigate to={backofficePaths.list} replace />} />
        </Routes>
      </Suspense>
    </StaffFrame>
  );
}

export default BackofficePage;
