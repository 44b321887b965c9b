import { useAuth, useAuthSession } from '@seed/auth';
import type { Role } from '@seed/domain';
import { Spinner } from '@seed/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

/**
 * The access gate of spec 1 §4 for signed-in routes: spinner while loading, /login without a
 * user, the second factor when the account has one, /invitation or /auth/callback without a
 * profile, /invitation without an organization, /unauthorized for a role not in `roles`.
 */
export function AccessGate({ children, roles }: { children: ReactNode; roles?: readonly Role[] }) {
  useAuthSession();
  // Deferred: the store announces the profile through useSyncExternalStore, which React renders at
  // once and in one piece; the signed-in frame and its page then render in an interruptible pass
  // that yields to the browser between components, while the spinner stays up a moment longer.
  const { loading, user, profile, organization, role, pendingInvitation, mfaRequired } = useDeferredValue(useAuth());
  const { pathname, search } = useLocation();

  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (mfaRequired) return <Navigate to="/login?step=mfa" replace />;
  if (!profile) return <Navigate to={pendingInvitation ? '/invitation' : '/auth/callback'} replace />;
  if (!organization) return <Navigate to="/invitation" replace />;
  if (roles && (!role || !roles.includes(role))) return <Navigate to="/unauthorized" replace />;
  return children;
}
