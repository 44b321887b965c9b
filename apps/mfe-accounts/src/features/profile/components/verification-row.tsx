import { getSupabase, useAuth, useAuthSession } from '@seed/auth';
import { Badge, Button, notify, Spinner } from '@seed/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncVerification } from '../api/profile-api';

// The code form (and react-hook-form) loads once a code has been sent: most visits to /profile only read it.
const PhoneCodeForm = lazy(() => import('./phone-code-form').then((m) => ({ default: m.PhoneCodeForm })));

/** E-mail: Verified / Not Verified with Verify Now (re-sends the confirmation link). */
export function EmailVerification() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const email = useAuth((s) => s.user?.email);
  const verified = useAuth((s) => s.profile?.email_verified ?? false);
  const [busy, setBusy] = useState(false);

  async function verifyNow() {
    if (!email) return;
    setBusy(true);
    try {
      // Already confirmed at the auth server (e.g. by the sign-up link)? Then only sync the flag.
      const profile = await syncVerification();
      if (profile.email_verified) {
        await session.reload();
        notify('success', t('profile.emailSynced'));
        return;
      }
      const supabase = await getSupabase();
      const { error } = await supabase.auth.resend({ type: 'signup', email });
      notify(error ? 'error' : 'success', error ? error.message : t('profile.emailSent'));
    } catch {
      notify('error', t('profile.updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={verified ? 'green' : 'yellow'}>{verified ? t('profile.verified') : t('profile.notVerified')}</Badge>
      {!verified && (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => void verifyNow()}>
          {t('profile.verifyNow')}
        </Button>
      )}
    </div>
  );
}

/** Phone: Not Verified → Verify Now sends a code → the code input → phone_verified. */
export function PhoneVerification() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const phone = useAuth((s) => s.profile?.phone);
  const verified = useAuth((s) => s.profile?.phone_verified ?? false);
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    if (!phone) return setError(t('profile.noPhone'));
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: sendError } = await supabase.auth.updateUser({ phone });
    setBusy(false);
    if (sendError) return setError(t('profile.codeFailed'));
    setCodeSent(true);
    notify('success', t('profile.codeSent'));
  }

  /** The auth server accepted the code: the profile's phone_verified follows it. */
  async function codeAccepted() {
    await syncVerification();
    await session.reload();
    setCodeSent(false);
    notify('success', t('profile.phoneVerified'));
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={verified ? 'green' : 'yellow'}>
          {verified ? t('profile.verified') : t('profile.notVerified')}
        </Badge>
        {!verified && !codeSent && (
          <Button size="sm" variant="ghost" loading={busy} onClick={() => void sendCode()}>
            {t('profile.verifyNow')}
          </Button>
        )}
      </div>
      {codeSent && (
        <Suspense fallback={<Spinner />}>
          <PhoneCodeForm phone={phone} onVerified={codeAccepted} />
        </Suspense>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
