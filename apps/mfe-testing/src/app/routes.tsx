import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
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

/** The route tree of this remote, mounted by the shell at /testing-requests/*. */
export default function TestingRoutes() {
  return (
    <RemoteRoot name="mfe_testing" i18n={i18n}>
      <Routes>
        <Route index element={<TestingRequestsPage />} />
        <Route path="new" element={<NewTestingRequestPage />} />
        <Route path=":id" element={<TestingRequestDetailPage />} />
        <Route path="*" element={<TestingRequestsPage />} />
      </Routes>
    </RemoteRoot>
  );
}
