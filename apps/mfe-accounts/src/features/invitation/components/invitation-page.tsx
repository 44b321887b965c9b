import { ApiError, apiFetch, getSupabase, useAuth, useAuthSession } from '@seed/auth';
import { Button, ErrorBanner, Spinner, TextLink } from '@seed/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { registerForInvitation } from '../../../utils/register-link';
import { MfaStep } from '../../sign-in/components/mfa-step';

/** Spec 1 §9: after accepting, go to /dashboard after 2 s. */
const ACCEPT_REDIRECT_MS = 2000;

interface Details {
  organization_name: string;
  role: string;
  email: string | null;
  /** From the link's invitation; a pending invitation shown without a token is pending. */
  status?: 'pending' | 'accepted' | 'declined';
}

/** /invitation?token=…: accept or decline; signed out, "Sign in to accept" keeps the way back. */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const session = useAuthSession();
  const { loading, user, pendingInvitation, mfaRequired } = useAuth();
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    // Wait for the session: a signed-in user whose second factor is pending would be refused
    // (403 insufficient_aal); they pass it first (below) and the details load after.
    if (!token || loading || mfaRequired) return;
    let live = true;
    apiFetch('accounts', 'getInvitation', { params: { token } })
      .then((d) => live && setDetails(d))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : t('invitation.verifyFailed')));
    return () => {
      live = false;
    };
  }, [token, t, loading, mfaRequired]);

  // Without a token, a signed-in user with a pending invitation for their e-mail sees it here.
  const shown: Details | null =
    details ?? (!token && pendingInvitation ? { ...pendingInvitation, email: user?.email ?? null } : null);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      // With a token the invitation named by the link; without one, the pending invitation for
      // the signed-in e-mail, accepted by the same server step as the first sign-in callback.
      if (token) await apiFetch('accounts', 'acceptInvitation', { params: { token } });
      else await apiFetch('accounts', 'completeOnboarding');
      await session.reload();
      setAccepted(true);
      navigateLater('/dashboard', ACCEPT_REDIRECT_MS);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('invitation.acceptFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function decline() {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch('accounts', 'declineInvitation', { params: { token } });
      if (user) {
        const supabase = await getSupabase();
        await supabase.auth.signOut();
      }
      navigate('/login', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('invitation.declineFailed'));
      setBusy(false);
    }
  }

  const signIn = () => {
    const back = `/invitation?token=${encodeURIComponent(token ?? '')}`;
    const email = shown?.email ? `&email=${encodeURIComponent(shown.email)}` : '';
    navigate(`/login?redirect=${encodeURIComponent(back)}${email}`);
  };

  let body;
  if (mfaRequired && !loading) body = <MfaStep onVerified={() => void session.reload()} />;
  else if (!token && !pendingInvitation && !loading) body = <ErrorBanner message={t('invitation.noToken')} />;
  else if (error && !shown) body = <ErrorBanner message={error} />;
  else if (!shown || loading) body = <Spinner label={t('invitation.loading')} />;
  // A declined or accepted invitation says so when its link is opened, not only after Accept.
  else if (shown.status && shown.status !== 'pending' && !accepted)
    body = (
      <div className="space-y-4">
        <ErrorBanner message={t('invitation.notPending')} />
        <TextLink to="/login" className="inline-block text-sm">
          {t('invitation.toLogin')}
        </TextLink>
      </div>
    );
  else
    body = (
      <div className="space-y-4">
        {!token && <p className="text-sm text-gray-600">{t('invitation.pendingIntro')}</p>}
        {error && <ErrorBanner message={error} />}
        {accepted && <Notice>{t('invitation.accepted')}</Notice>}
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <dt className="font-medium text-gray-600">{t('invitation.organization')}</dt>
          <dd className="col-span-2 text-gray-900">{shown.organization_name}</dd>
          <dt className="font-medium text-gray-600">{t('invitation.role')}</dt>
          <dd className="col-span-2 text-gray-900 capitalize">{shown.role}</dd>
          <dt className="font-medium text-gray-600">{t('invitation.email')}</dt>
          <dd className="col-span-2 break-all text-gray-900">{shown.email}</dd>
        </dl>
        {user ? (
          <div className="flex gap-3">
            <Button onClick={() => void accept()} loading={busy} disabled={accepted}>
              {t('invitation.accept')}
            </Button>
            {token && (
              <Button variant="secondary" onClick={() => void decline()} disabled={busy || accepted}>
                {t('invitation.decline')}
              </Button>
            )}
          </div>
        ) : (
          <div className="flex gap-3">
            <Button onClick={signIn}>{t('invitation.signInToAccept')}</Button>
            {/* Holding the link is enough to decline: most invitees have no account yet. */}
            <Button variant="secondary" onClick={() => void decline()} disabled={busy}>
              {t('invitation.decline')}
            </Button>
          </div>
        )}
        {!user && (
          <p className="text-sm text-gray-600">
            {t('invitation.newHere')}{' '}
            <TextLink to={registerForInvitation(shown.email)}>{t('invitation.register')}</TextLink>
          </p>
        )}
      </div>
    );

  return <AuthCard title={t('invitation.title')}>{body}</AuthCard>;
}
