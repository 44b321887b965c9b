import { getSupabase } from '@seed/auth';
import {
  AUTH_MESSAGES,
  isValidRegistrationPhone,
  MIN_PASSWORD_LENGTH,
  normalizeAuthPhone,
  OTP_LENGTH,
} from '@seed/domain';
import { Button, ErrorBanner, Input, Tabs } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PhoneInput } from '../../../components/phone-input';
import { Notice } from '../../../components/notice';
import { useExternalProviders } from '../../../hooks/use-external-providers';

type Method = 'email' | 'phone' | 'google';

/** The form's checks, in the spec's order and words (spec 1 §5 "Register messages"). */
export function validateRegistration(
  method: Method,
  form: { fullName: string; email: string; phone: string; password: string },
): string | null {
  if (method === 'email' && !form.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (method === 'phone' && !form.phone.trim()) return AUTH_MESSAGES.phoneRequired;
  if (!form.fullName.trim()) return AUTH_MESSAGES.fullNameRequired;
  if (form.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordRequired;
  if (method === 'phone' && !isValidRegistrationPhone(form.phone)) return AUTH_MESSAGES.phoneInvalid;
  return null;
}

/** /register: e-mail (confirmation link), phone (SMS code) or the third-party provider. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useExternalProviders();
  const invited = params.get('invited') === 'true';

  const [method, setMethod] = useState<Method>('email');
  const [fullName, setFullName] = useState('');
  const [organizationName, setOrganizationName] = useState('');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const metadata = {
    full_name: fullName.trim(),
    ...(organizationName.trim() ? { organization_name: organizationName.trim() } : {}),
  };
  const callbackUrl = `${window.location.origin}/auth/callback`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const problem = validateRegistration(method, { fullName, email, phone, password });
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const supabase = await getSupabase();
      if (method === 'google') {
        // Kept for the callback while the browser visits the provider (spec 1 §4 "Registration").
        localStorage.setItem('seed.signup', JSON.stringify({ full_name: metadata.full_name, password }));
        localStorage.setItem('seed.signup.origin', window.location.href);
        const { error: oauthError } = await supabase.auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: callbackUrl },
        });
        if (oauthError) setError(t('login.googleFailed'));
        return;
      }
      const { data, error: signUpError } =
        method === 'email'
          ? await supabase.auth.signUp({
              email: email.trim(),
              password,
              options: { data: metadata, emailRedirectTo: callbackUrl },
            })
          : await supabase.auth.signUp({ phone: normalizeAuthPhone(phone), password, options: { data: metadata } });
      if (signUpError) return setError(signUpError.message || t('register.failed'));
      if (method === 'phone') {
        setCodeSent(true);
        setNotice(t('register.codeSent'));
      } else if (data.session) {
        navigate('/auth/callback', { replace: true });
      } else {
        setNotice(t('register.checkEmail'));
      }
    } catch {
      setError(t('register.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function verifyCode(e: FormEvent) {
    e.preventDefault();
    if (code.trim().length !== OTP_LENGTH) return setError(AUTH_MESSAGES.codeRequired);
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: verifyError } = await supabase.auth.verifyOtp({
      phone: normalizeAuthPhone(phone),
      token: code.trim(),
      type: 'sms',
    });
    setBusy(false);
    if (verifyError) return setError(verifyError.message || t('login.otpFailed'));
    navigate('/auth/callback', { replace: true });
  }

  const fields = (
    <form className="space-y-4" onSubmit={codeSent ? verifyCode : submit} noValidate>
      <Input
        label={t('common.fullName')}
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <Input
        label={t('common.organizationName')}
        autoComplete="organization"
        value={organizationName}
        onChange={(e) => setOrganizationName(e.target.value)}
      />
      {method === 'email' && (
        <Input
          label={t('common.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
      {method === 'phone' && <PhoneInput value={phone} onChange={setPhone} />}
      <Input
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {method === 'google' && <p className="text-xs text-gray-500">{t('register.googleHint')}</p>}
      {codeSent && (
        <Input
          label={t('common.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <Button type="submit" className="w-full" loading={busy}>
        {codeSent ? t('register.verify') : method === 'phone' ? t('register.sendCode') : t('register.submit')}
      </Button>
    </form>
  );

  const methods = [
    // The one form sits in the open tab only.
    { id: 'email', label: t('register.emailMethod'), content: method === 'email' ? fields : null },
    { id: 'phone', label: t('register.phoneMethod'), content: method === 'phone' ? fields : null },
    ...(providers.google
      ? [{ id: 'google', label: t('register.googleMethod'), content: method === 'google' ? fields : null }]
      : []),
  ];

  return (
    <AuthCard
      title={t('register.title')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-green-700 hover:underline">
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {invited && <Notice>{t('register.invitedNotice')}</Notice>}
        {error && <ErrorBanner message={error} />}
        {notice && <Notice>{notice}</Notice>}
        <Tabs
          label={t('register.method')}
          value={method}
          onValueChange={(value) => {
            setMethod(value as Method);
            setError(null);
            setCodeSent(false);
          }}
          items={methods}
        />
      </div>
    </AuthCard>
  );
}
