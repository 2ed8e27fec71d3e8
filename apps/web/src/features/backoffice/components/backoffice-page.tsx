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
const ReferenceDataPage = lazy(async () => ({
  default: (await import('../reference-data/components/reference-data-page')).ReferenceDataPage,
}));

/**
 * Staff back office (role 'staff', guarded by the router). Staff have no client record, so the shell shows no
 * client menu; the staff frame adds where they are and the back-office menu.
 */
export function BackofficePage() {
  return (
    <StaffFrame>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route index element={<ApplicationsPage />} />
          <Route path="applications/:clientId" element={<ApplicationDetailPage />} />
          <Route path="reference-data" element={<ReferenceDataPage />} />
          <Route path="*" element={<Navigate to={backofficePaths.list} replace />} />
        </Routes>
      </Suspense>
    </StaffFrame>
  );
}

export default BackofficePage;
