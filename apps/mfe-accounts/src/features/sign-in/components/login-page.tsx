import { getSupabase } from '@seed/auth';
import { AUTH_MESSAGES, normalizeAuthPhone, OTP_LENGTH } from '@seed/domain';
import { Button, ErrorBanner, Input, Tabs } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PhoneInput } from '../../../components/phone-input';
import { Notice } from '../../../components/notice';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useExternalProviders } from '../../../hooks/use-external-providers';
import { MfaStep } from './mfa-step';

/** Spec 1 §9: after a successful sign-in, go to /auth/callback after 0.5 s. */
const SIGN_IN_REDIRECT_MS = 500;

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'info'; message: string };

function wrongCredentials(message: string): string {
  return /invalid login credentials/i.test(message) ? AUTH_MESSAGES.wrongCredentials : message;
}

/** /login: Email and Phone tabs, magic link, OTP path, third-party sign-in, second factor. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const providers = useExternalProviders();
  const navigateLater = useDelayedNavigate();
  const redirect = params.get('redirect');
  const callback = `/auth/callback${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  const [tab, setTab] = useState('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [otpMode, setOtpMode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [mfa, setMfa] = useState(params.get('step') === 'mfa');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  async function afterSignIn() {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2') {
      setStatus({ kind: 'idle' });
      setMfa(true);
      return;
    }
    setStatus({ kind: 'info', message: t('login.signedIn') });
    navigateLater(callback, SIGN_IN_REDIRECT_MS);
  }

  async function signInWithPassword(e: FormEvent) {
    e.preventDefault();
    const id = tab === 'email' ? email.trim() : phone.trim();
    if (!id || !password) return setStatus({ kind: 'error', message: AUTH_MESSAGES.credentialsRequired });
    setStatus({ kind: 'busy' });
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithPassword(
        tab === 'email' ? { email: id, password } : { phone: normalizeAuthPhone(id), password },
      );
      if (error) return setStatus({ kind: 'error', message: wrongCredentials(error.message) });
      await afterSignIn();
    } catch {
      setStatus({ kind: 'error', message: t('common.genericError') });
    }
  }

  async function sendMagicLink() {
    if (!email.trim()) return setStatus({ kind: 'error', message: AUTH_MESSAGES.emailRequired });
    setStatus({ kind: 'busy' });
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithOtp({
      email: email.trim(),
      options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}${callback}` },
    });
    setStatus(error ? { kind: 'error', message: error.message } : { kind: 'info', message: t('login.magicLinkSent') });
  }

  async function sendPhoneCode() {
    if (!phone.trim()) return setStatus({ kind: 'error', message: AUTH_MESSAGES.phoneRequired });
    setStatus({ kind: 'busy' });
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithOtp({
      phone: normalizeAuthPhone(phone),
      options: { shouldCreateUser: false },
    });
    if (error) return setStatus({ kind: 'error', message: error.message });
    setCodeSent(true);
    setStatus({ kind: 'info', message: t('login.codeSent') });
  }

  async function verifyPhoneCode(e: FormEvent) {
    e.preventDefault();
    if (code.trim().length !== OTP_LENGTH) return setStatus({ kind: 'error', message: AUTH_MESSAGES.codeRequired });
    setStatus({ kind: 'busy' });
    const supabase = await getSupabase();
    const { error } = await supabase.auth.verifyOtp({
      phone: normalizeAuthPhone(phone),
      token: code.trim(),
      type: 'sms',
    });
    if (error) return setStatus({ kind: 'error', message: error.message || t('login.otpFailed') });
    if (newPassword) {
      const { error: updateError } = await supabase.auth.updateUser({ password: newPassword });
      if (updateError) return setStatus({ kind: 'error', message: updateError.message });
    }
    await afterSignIn();
  }

  async function signInWithGoogle() {
    setStatus({ kind: 'busy' });
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithOAuth({
        provider: 'google',
        options: {
          redirectTo: `${window.location.origin}${callback}`,
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      if (error) setStatus({ kind: 'error', message: t('login.googleFailed') });
    } catch {
      setStatus({ kind: 'error', message: t('login.googleFailed') });
    }
  }

  if (mfa) {
    return (
      <AuthCard title={t('login.mfaTitle')}>
        <MfaStep onVerified={() => navigateLater(callback, SIGN_IN_REDIRECT_MS)} />
      </AuthCard>
    );
  }

  const banner =
    status.kind === 'error' ? (
      <ErrorBanner message={status.message} />
    ) : status.kind === 'info' ? (
      <Notice>{status.message}</Notice>
    ) : null;

  const passwordField = (
    <Input
      label={t('common.password')}
      type="password"
      autoComplete="current-password"
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );

  const emailPanel = (
    <form className="space-y-4" onSubmit={signInWithPassword} noValidate>
      <Input
        label={t('common.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {passwordField}
      <Button type="submit" className="w-full" loading={busy}>
        {t('login.submit')}
      </Button>
      <Button variant="secondary" className="w-full" onClick={() => void sendMagicLink()} disabled={busy}>
        {t('login.magicLink')}
      </Button>
      {providers.google && (
        <Button variant="secondary" className="w-full" onClick={() => void signInWithGoogle()} disabled={busy}>
          {t('login.google')}
        </Button>
      )}
    </form>
  );

  const phoneInput = <PhoneInput value={phone} onChange={setPhone} />;

  const phonePanel = otpMode ? (
    <form className="space-y-4" onSubmit={verifyPhoneCode} noValidate>
      {phoneInput}
      {codeSent && (
        <>
          <Input
            label={t('common.verificationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Input
            label={t('login.newPasswordOptional')}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
        </>
      )}
      {codeSent ? (
        <Button type="submit" className="w-full" loading={busy}>
          {t('login.verify')}
        </Button>
      ) : (
        <Button className="w-full" onClick={() => void sendPhoneCode()} loading={busy}>
          {t('login.sendCode')}
        </Button>
      )}
    </form>
  ) : (
    <form className="space-y-4" onSubmit={signInWithPassword} noValidate>
      {phoneInput}
      {passwordField}
      <Button type="submit" className="w-full" loading={busy}>
        {t('login.submit')}
      </Button>
      <button type="button" className="text-sm text-green-700 hover:underline" onClick={() => setOtpMode(true)}>
        {t('login.otpPath')}
      </button>
    </form>
  );

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-green-700 hover:underline">
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {banner}
        <Tabs
          label={t('login.tabs')}
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setStatus({ kind: 'idle' });
          }}
          items={[
            // Only the open tab's form is in the page: one set of inputs for autofill and tests.
            { id: 'email', label: t('login.emailTab'), content: tab === 'email' ? emailPanel : null },
            { id: 'phone', label: t('login.phoneTab'), content: tab === 'phone' ? phonePanel : null },
          ]}
        />
        <Link to="/forgot-password" className="block text-sm text-green-700 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </div>
    </AuthCard>
  );
}
