import { getSupabase, useAuth } from '@seed/auth';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@seed/domain';
import { Button, ErrorBanner, Input } from '@seed/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/notice';

/** Spec 1 §9: the form closes 2 s after a successful change. */
const CLOSE_AFTER_MS = 2000;

/** Spec 1 §5 checks of the change-password form, in order. */
export function validatePasswordChange(next: string, confirm: string): string | null {
  if (next.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.newPasswordTooShort;
  if (next !== confirm) return AUTH_MESSAGES.newPasswordsDontMatch;
  return null;
}

/**
 * Change Password. For accounts that sign in with e-mail or phone the auth server checks the
 * current password with the change (GoTrue's current_password), so the session is kept as it
 * is: a second sign-in would replace a two-factor (aal2) session with an aal1 one, which may not
 * change passwords. Other accounts set a first password.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  const providers = user?.app_metadata?.providers ?? [];
  const hasPassword = providers.includes('email') || providers.includes('phone');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validatePasswordChange(next, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const supabase = await getSupabase();
      const { error: updateError } = await supabase.auth.updateUser({
        password: next,
        ...(hasPassword ? { current_password: current } : {}),
      });
      if (updateError?.code === 'current_password_mismatch') return setError(AUTH_MESSAGES.currentPasswordWrong);
      if (updateError) return setError(updateError.message || t('profile.passwordFailed'));
      setDone(true);
      timer.current = setTimeout(onDone, CLOSE_AFTER_MS);
    } catch {
      setError(t('profile.passwordFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {error && <ErrorBanner message={error} />}
      {done && <Notice>{t('profile.passwordUpdated')}</Notice>}
      {hasPassword && (
        <Input
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      )}
      <Input
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <Input
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <div className="flex gap-3">
        <Button type="submit" loading={busy} disabled={done}>
          {t('profile.updatePassword')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
