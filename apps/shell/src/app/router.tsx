import { hasStoredSession, loadApiSlice, loadContractModule } from '@seed/auth';
import { Spinner } from '@seed/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { OPERATIONS_ROLES } from '@seed/domain';
import { matchPath, Route, Routes } from 'react-router-dom';
import { AccessGate } from '../features/access/components/access-gate';
import { LandingPage } from '../features/public-pages/components/landing-page';
import { NotFoundPage, UnauthorizedPage } from '../features/public-pages/components/message-page';

// Only the landing page is in the first download; the rest comes when first visited (or sooner:
// preloadRoute).
const loadAppLayout = () => import('../features/layout/components/app-layout');
const AppLayout = lazy(loadAppLayout);
const LegalPage = lazy(() => import('../features/public-pages/components/legal-page'));
const loadRemoteArea = () => import('../features/remotes/components/remote-area');
const RemoteArea = lazy(() => loadRemoteArea().then((m) => ({ default: m.RemoteArea })));
const loadQueryProvider = () => import('../features/query/query-provider');
const QueryProvider = lazy(loadQueryProvider);
const loadDashboardPage = () => import('../features/dashboard/components/dashboard-page');
const DashboardPage = lazy(loadDashboardPage);
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

type RemoteName = import('../features/remotes/api/remote-registry').RemoteName;
type ApiSlice = keyof import('@seed/domain').Api;

/**
 * The signed-in sections each remote owns. `operations`: they need the role admin or manager and a
 * seed company's workspace (spec 1 §2; issue 27): a laboratory's visit goes to /testing-requests, a
 * certification agency's to /certification (issue 28), which every organization type reaches.
 * `slice`: the API slice the section's first request calls, whose declarations preloadRoute fetches.
 */
const REMOTE_SECTIONS: readonly { path: string; remote: RemoteName; operations: boolean; slice: ApiSlice }[] = [
  { path: '/testing-requests/*', remote: 'mfe_testing', operations: false, slice: 'testing' },
  // Issue 28: the agency's workspace, and where a company opens its own applications.
  { path: '/certification/*', remote: 'mfe_testing', operations: false, slice: 'certification' },
  { path: '/profile', remote: 'mfe_accounts', operations: false, slice: 'accounts' },
  { path: '/organization/members', remote: 'mfe_accounts', operations: false, slice: 'accounts' },
  { path: '/varieties/*', remote: 'mfe_varieties', operations: true, slice: 'varieties' },
  { path: '/farms/*', remote: 'mfe_farms', operations: true, slice: 'farms' },
  { path: '/seed-lots/*', remote: 'mfe_seedlots', operations: true, slice: 'seedLots' },
  { path: '/transactions/*', remote: 'mfe_transactions', operations: true, slice: 'transactions' },
];

const ignore = () => undefined;

function preloadRemote(name: RemoteName): void {
  loadRemoteArea().catch(ignore);
  import('../features/remotes/api/remote-registry').then((m) => m.remoteRoutes(name)).catch(ignore);
}

/**
 * Starts the downloads of the address's screen at start-up, beside the session check they would
 * otherwise wait for: a public account page's remote; with a saved session, the signed-in frame,
 * the route's page (the dashboard, or a remote's route tree with its manifest and entry) and the
 * contract its first request needs. A failure here is met again, and shown, when the route renders.
 */
export function preloadRoute(pathname: string): void {
  if (PUBLIC_ACCOUNT_PATHS.some((path) => matchPath(path, pathname))) {
    loadQueryProvider().catch(ignore);
    preloadRemote('mfe_accounts');
    return;
  }
  const section = REMOTE_SECTIONS.find(({ path }) => matchPath(path, pathname));
  const dashboard = matchPath('/dashboard', pathname);
  if ((!section && !dashboard) || !hasStoredSession()) return;
  loadQueryProvider().catch(ignore);
  loadAppLayout().catch(ignore);
  // The page's first request then needs no download of its own: its slice's declarations (and a
  // list's URL parameters) are here by the time the page renders.
  loadApiSlice(section?.slice ?? 'dashboard').catch(ignore);
  if (dashboard) loadDashboardPage().catch(ignore);
  if (section) {
    preloadRemote(section.remote);
    loadContractModule('listParams').catch(ignore);
  }
}

const remoteRoute = ({ path, remote }: (typeof REMOTE_SECTIONS)[number]) => (
  <Route key={path} path={path} element={<RemoteArea name={remote} />} />
);

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
        {REMOTE_SECTIONS.filter((section) => !section.operations).map(remoteRoute)}
        <Route
          element={
            <AccessGate roles={OPERATIONS_ROLES}>
              <SeedCompanyWorkspace />
            </AccessGate>
          }
        >
          {REMOTE_SECTIONS.filter((section) => section.operations).map(remoteRoute)}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
