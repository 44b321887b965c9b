import { apiFetch, getSupabase, useAuthSession } from '@seed/auth';
import { Button, ErrorBanner, Spinner, TextLink } from '@seed/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';

/** Spec 1 §9: the callback starts after 0.5 s and redirects 1 s after it finished. */
const START_DELAY_MS = 500;
const REDIRECT_MS = 1000;

export type AuthCallbackState = { kind: 'loading' } | { kind: 'done' } | { kind: 'error'; debug: string };

/** Only same-origin paths are followed, never a full URL from the query string. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

/**
 * /auth/callback (spec 1 §4 "Auth callback sequence"): with a session, the server creates the
 * profile — from a pending invitation or as admin of a new organization — in ONE transaction.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const session = useAuthSession();
  const [state, setState] = useState<AuthCallbackState>({ kind: 'loading' });

  // The sequence reads the latest navigate, session and query when it runs; it is an effect
  // event, so re-renders (a new navigate after the URL changes) never start it a second time.
  const finishSignIn = useEffectEvent(async (isLive: () => boolean) => {
    try {
      const supabase = await getSupabase();
      const { data } = await supabase.auth.getSession();
      if (!data.session) {
        if (isLive()) navigate('/login', { replace: true });
        return;
      }
      // A sign-up through the identity provider kept its full name and password here before
      // the redirect (spec 1 §4 "Registration"): give them to the new account now.
      const pending = localStorage.getItem('seed.signup');
      if (pending) {
        const { full_name, password } = JSON.parse(pending) as { full_name?: string; password?: string };
        const { error } = await supabase.auth.updateUser({
          ...(password ? { password } : {}),
          ...(full_name ? { data: { full_name } } : {}),
        });
        if (error) throw error;
        localStorage.removeItem('seed.signup');
      }
      await apiFetch('accounts', 'completeOnboarding');
      await session.reload();
      if (!isLive()) return;
      setState({ kind: 'done' });
      navigateLater(safeRedirect(params.get('redirect')), REDIRECT_MS);
    } catch (error) {
      if (isLive()) setState({ kind: 'error', debug: error instanceof Error ? error.message : String(error) });
    }
  });

  // Runs once per visit of the page.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => void finishSignIn(() => live), START_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  return <AuthCallbackView state={state} onTryAgain={() => navigate('/register')} />;
}

/** What the callback shows while it works, once it is done, and when it failed (with the reason). */
export function AuthCallbackView({ state, onTryAgain }: { state: AuthCallbackState; onTryAgain: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'error') {
    return (
      <AuthCard title={t('callback.errorTitle')}>
        <div className="space-y-4">
          <ErrorBanner message={t('register.failed')} />
          <details className="text-sm text-gray-600">
            <summary>{t('callback.debug')}</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words">{state.debug}</pre>
          </details>
          <div className="flex gap-3">
            <Button onClick={onTryAgain}>{t('callback.tryAgain')}</Button>
            <TextLink to="/login" className="inline-flex items-center text-sm">
              {t('callback.returnToLogin')}
            </TextLink>
          </div>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pages.authCallback')}>
      {state.kind === 'done' ? (
        <Notice>{t('callback.done')}</Notice>
      ) : (
        <div className="flex items-center gap-3 text-gray-700">
          <Spinner size="sm" label={t('callback.loading')} />
          <span aria-hidden="true">{t('callback.loading')}</span>
        </div>
      )}
    </AuthCard>
  );
}
