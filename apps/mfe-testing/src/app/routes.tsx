import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

// Each screen is its own chunk: the list (the first route) ships without the form and the detail.
const TestingRequestsPage = lazyPage(
  () => import('../features/testing/components/testing-requests-page'),
  'TestingRequestsPage',
);
const NewTestingRequestPage = lazyPage(
  () => import('../features/testing/components/new-request-page'),
  'NewTestingRequestPage',
);
const TestingRequestDetailPage = lazyPage(
  () => import('../features/testing/components/request-detail-page'),
  'TestingRequestDetailPage',
);
const CertificationApplicationsPage = lazyPage(
  () => import('../features/certification/components/applications-page'),
  'CertificationApplicationsPage',
);
const CertificationApplicationDetailPage = lazyPage(
  () => import('../features/certification/components/application-detail-page'),
  'CertificationApplicationDetailPage',
);

/** Whether the shell mounted this remote at /certification/* (issue 28) rather than /testing-requests/*. */
const isCertificationPath = (pathname: string) =>
  pathname === '/certification' || pathname.startsWith('/certification/');

/**
 * The route tree of this remote (seed testing and certification), mounted by the shell at
 * /testing-requests/* and at /certification/*. Its routes are relative to where it is mounted, so
 * the tree is chosen by the path.
 */
export default function TestingRoutes() {
  const { pathname } = useLocation();
  return (
    <RemoteRoot name="mfe_testing" i18n={i18n}>
      {isCertificationPath(pathname) ? (
        <Routes>
          <Route index element={<CertificationApplicationsPage />} />
          <Route path=":id" element={<CertificationApplicationDetailPage />} />
          <Route path="*" element={<CertificationApplicationsPage />} />
        </Routes>
      ) : (
        <Routes>
          <Route index element={<TestingRequestsPage />} />
          <Route path="new" element={<NewTestingRequestPage />} />
          <Route path=":id" element={<TestingRequestDetailPage />} />
          <Route path="*" element={<TestingRequestsPage />} />
        </Routes>
      )}
    </RemoteRoot>
  );
}
