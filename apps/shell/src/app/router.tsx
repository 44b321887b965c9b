import { Spinner } from '@seed/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { OPERATIONS_ROLES } from '@seed/domain';
import { Route, Routes } from 'react-router-dom';
import { AccessGate } from '../features/access/components/access-gate';
import { LandingPage } from '../features/public-pages/components/landing-page';
import { NotFoundPage, UnauthorizedPage } from '../features/public-pages/components/message-page';

// Only the landing page is in the first download; the rest comes when first visited.
const AppLayout = lazy(() => import('../features/layout/components/app-layout'));
const LegalPage = lazy(() => import('../features/public-pages/components/legal-page'));
const RemoteArea = lazy(() =>
  import('../features/remotes/components/remote-area').then((m) => ({ default: m.RemoteArea })),
);
const QueryProvider = lazy(() => import('../features/query/query-provider'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
// Sends an agency from a seed company's sections to its own (Testing Requests, Certification).
const SeedCompanyWorkspace = lazy(() => import('../features/access/components/seed-company-workspace'));

/** Public account pages owned by mfe-accounts (spec 1 §2). */
export const PUBLIC_ACCOUNT_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/invitation',
] as const;

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The shell's route table: public pages, then the signed-in frame with one area per remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route
        path="/terms-of-service"
        element={
          <Lazy>
            <LegalPage doc="terms" />
          </Lazy>
        }
      />
      <Route
        path="/privacy-policy"
        element={
          <Lazy>
            <LegalPage doc="privacy" />
          </Lazy>
        }
      />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      {PUBLIC_ACCOUNT_PATHS.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Lazy>
              <QueryProvider>
                <RemoteArea name="mfe_accounts" />
              </QueryProvider>
            </Lazy>
          }
        />
      ))}
      <Route
        element={
          <AccessGate>
            <Lazy>
              <QueryProvider>
                <AppLayout />
              </QueryProvider>
            </Lazy>
          </AccessGate>
        }
      >
        <Route
          path="/dashboard"
          element={
            <Lazy>
              <DashboardPage />
            </Lazy>
          }
        />
        <Route path="/testing-requests/*" element={<RemoteArea name="mfe_testing" />} />
        {/* Issue 28: the agency's workspace, and where a company opens its own applications. */}
        <Route path="/certification/*" element={<RemoteArea name="mfe_testing" />} />
        <Route path="/profile" element={<RemoteArea name="mfe_accounts" />} />
        <Route path="/organization/members" element={<RemoteArea name="mfe_accounts" />} />
        {/* Spec 1 §2: these need the role admin or manager; issue 27: and a seed company's workspace
            (a laboratory's visit goes to /testing-requests, a certification agency's to /certification
            (issue 28), which every organization type reaches). */}
        <Route
          element={
            <AccessGate roles={OPERATIONS_ROLES}>
              <SeedCompanyWorkspace />
            </AccessGate>
          }
        >
          <Route path="/varieties/*" element={<RemoteArea name="mfe_varieties" />} />
          <Route path="/farms/*" element={<RemoteArea name="mfe_farms" />} />
          <Route path="/seed-lots/*" element={<RemoteArea name="mfe_seedlots" />} />
          <Route path="/transactions/*" element={<RemoteArea name="mfe_transactions" />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
