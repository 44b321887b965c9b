import { getSupabase, useAuth, useAuthSession } from '@seed/auth';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@seed/domain';
import { Button, ErrorBanner, Input, Spinner } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { MfaStep } from '../../sign-in/components/mfa-step';

/** Spec 1 §9: after a reset, go to /dashboard after 3 s. */
const RESET_REDIRECT_MS = 3000;

/** The reset form's checks in the spec's words. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password !== confirm) return AUTH_MESSAGES.passwordsDontMatch;
  return null;
}

/**
 * /reset-password: needs the session the recovery link created; otherwise /login. The link's
 * session is one factor (aal1): a user with two-factor authentication enters their code first,
 * since the auth server changes their password only at aal2.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const { loading, user, mfaRequired } = useAuth();
  const navigateLater = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (loading) return <Spinner />;
  if (!user && !done) return <Navigate to="/login" replace />;
  if (mfaRequired && !done) {
    return (
      <AuthCard title={t('reset.title')}>
        <MfaStep onVerified={() => void session.reload()} />
      </AuthCard>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: updateError } = await supabase.auth.updateUser({ password });
    setBusy(false);
    if (updateError) return setError(updateError.message);
    setDone(true);
    navigateLater('/dashboard', RESET_REDIRECT_MS);
  }

  return (
    <AuthCard title={t('reset.title')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {error && <ErrorBanner message={error} />}
        {done && <Notice>{t('reset.done')}</Notice>}
        <Input
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Input
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" className="w-full" loading={busy} disabled={done}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
