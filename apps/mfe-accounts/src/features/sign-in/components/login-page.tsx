import { getSupabase, loadApiContract, useAuth, useAuthSession } from '@seed/auth';
import {
  AUTH_MESSAGES,
  type EmailSignInForm,
  normalizeAuthPhone,
  OTP_LENGTH,
  type PhoneCodeRequestForm,
  type PhoneCodeSignInForm,
  type PhoneSignInForm,
} from '@seed/domain';
import { Button, checkFormWith, Form, FormError, FormInput, Tabs, TextLink, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { PhoneInput } from '../../../components/phone-input';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useExternalProviders } from '../../../hooks/use-external-providers';
import { registerForInvitation } from '../../../utils/register-link';
import { MfaStep } from './mfa-step';

/** Spec 1 §9: after a successful sign-in, go to /auth/callback after 0.5 s. */
const SIGN_IN_REDIRECT_MS = 500;

/** Every field of the page; the tab and the step decide which schema checks them. */
interface LoginValues {
  email: string;
  phone: string;
  password: string;
  code: string;
  newPassword: string;
}

/** What a submit of the page checked: the password sign-in of either tab, or a step of the code path. */
type SignInStep = z.output<
  typeof EmailSignInForm | typeof PhoneSignInForm | typeof PhoneCodeRequestForm | typeof PhoneCodeSignInForm
>;

const loadEmailLinkForm = async () => (await loadApiContract()).EmailLinkForm;

/** Only same-origin paths are followed, never a full URL from the query string. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

function wrongCredentials(message: string): string {
  return /invalid login credentials/i.test(message) ? AUTH_MESSAGES.wrongCredentials : message;
}

/** /login: Email and Phone tabs, magic link, OTP path, third-party sign-in, second factor. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Reads the saved session, so a signed-in visitor of /login is sent on (below).
  useAuthSession();
  const signedIn = useAuth((s) => Boolean(s.user && s.profile && !s.mfaRequired));
  const sessionEnded = useAuth((s) => s.sessionEnded);
  // Set when this page starts a sign-in: its own flow (callback, second factor) then decides where to go.
  const [signingIn, setSigningIn] = useState(false);
  const providers = useExternalProviders();
  const navigateLater = useDelayedNavigate();
  const redirect = params.get('redirect');
  const callback = `/auth/callback${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  // Sent here by an invitation ("Sign in to accept"): registering keeps its e-mail and says it is an invitation.
  const registerLink =
    redirect?.startsWith('/invitation') && params.get('email')
      ? registerForInvitation(params.get('email'))
      : '/register';

  const [tab, setTab] = useState('email');
  const [otpMode, setOtpMode] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [mfa, setMfa] = useState(params.get('step') === 'mfa');
  const [notice, setNotice] = useState<string | null>(null);
  // The buttons that are not the form's submit (a link by e-mail, the provider) wait here.
  const [pending, setPending] = useState(false);
  const form = useSchemaForm({
    schema: async () => {
      const contract = await loadApiContract();
      if (tab === 'email') return contract.EmailSignInForm;
      if (!otpMode) return contract.PhoneSignInForm;
      return codeSent ? contract.PhoneCodeSignInForm : contract.PhoneCodeRequestForm;
    },
    defaultValues: {
      email: params.get('email') ?? '',
      phone: '',
      password: '',
      code: '',
      newPassword: '',
    } satisfies LoginValues,
  });
  const busy = form.formState.isSubmitting || pending;
  const fail = (message: string) => form.setError('root.server', { message });

  async function afterSignIn() {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2') {
      setNotice(null);
      setMfa(true);
      return;
    }
    setNotice(t('login.signedIn'));
    navigateLater(callback, SIGN_IN_REDIRECT_MS);
  }

  async function signInWithPassword(
    credentials: { email: string; password: string } | { phone: string; password: string },
  ) {
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithPassword(
        'email' in credentials
          ? credentials
          : { phone: normalizeAuthPhone(credentials.phone), password: credentials.password },
      );
      if (error) return fail(wrongCredentials(error.message));
      await afterSignIn();
    } catch {
      fail(t('common.genericError'));
    }
  }

  async function sendMagicLink() {
    const link = await checkFormWith(form, loadEmailLinkForm);
    if (!link) return;
    setPending(true);
    setNotice(null);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithOtp({
        email: link.email,
        options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}${callback}` },
      });
      if (error) fail(error.message);
      else setNotice(t('login.magicLinkSent'));
    } finally {
      setPending(false);
    }
  }

  async function sendPhoneCode(phone: string) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithOtp({
      phone: normalizeAuthPhone(phone),
      options: { shouldCreateUser: false },
    });
    if (error) return fail(error.message);
    setCodeSent(true);
    setNotice(t('login.codeSent'));
  }

  async function verifyPhoneCode({ phone, code, newPassword }: { phone: string; code: string; newPassword: string }) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.verifyOtp({ phone: normalizeAuthPhone(phone), token: code, type: 'sms' });
    if (error) return fail(error.message || t('login.otpFailed'));
    if (newPassword) {
      const { error: updateError } = await supabase.auth.updateUser({ password: newPassword });
      if (updateError) return fail(updateError.message);
    }
    await afterSignIn();
  }

  async function signInWithGoogle() {
    setPending(true);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signInWithOAuth({
        provider: 'google',
        options: {
          redirectTo: `${window.location.origin}${callback}`,
          queryParams: { access_type: 'offline', prompt: 'consent' },
        },
      });
      if (error) fail(t('login.googleFailed'));
    } catch {
      fail(t('login.googleFailed'));
    } finally {
      setPending(false);
    }
  }

  if (signedIn && !signingIn && !mfa) return <Navigate to={safeRedirect(redirect)} replace />;

  if (mfa) {
    return (
      <AuthCard title={t('login.mfaTitle')}>
        <MfaStep onVerified={() => navigateLater(callback, SIGN_IN_REDIRECT_MS)} />
      </AuthCard>
    );
  }

  // Each step's schema outputs its own keys, so they tell which step was checked.
  const submit = (values: SignInStep) => {
    setNotice(null);
    setSigningIn(true);
    if ('code' in values) return verifyPhoneCode(values);
    if (!('password' in values)) return sendPhoneCode(values.phone);
    return signInWithPassword(values);
  };

  const passwordField = (
    <FormInput<LoginValues>
      name="password"
      label={t('common.password')}
      type="password"
      autoComplete="current-password"
    />
  );

  const emailPanel = (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormError />
      <FormInput<LoginValues> name="email" label={t('common.email')} type="email" autoComplete="email" />
      {passwordField}
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
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
    </Form>
  );

  const phonePanel = otpMode ? (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormError />
      <PhoneInput<LoginValues> name="phone" />
      {codeSent && (
        <>
          <FormInput<LoginValues>
            name="code"
            label={t('common.verificationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
          />
          <FormInput<LoginValues>
            name="newPassword"
            label={t('login.newPasswordOptional')}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
        {codeSent ? t('login.verify') : t('login.sendCode')}
      </Button>
    </Form>
  ) : (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormError />
      <PhoneInput<LoginValues> name="phone" />
      {passwordField}
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
        {t('login.submit')}
      </Button>
      <button
        type="button"
        className="text-sm text-green-700 hover:underline"
        onClick={() => {
          form.clearErrors();
          setOtpMode(true);
        }}
      >
        {t('login.otpPath')}
      </button>
    </Form>
  );

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')} <TextLink to={registerLink}>{t('login.registerLink')}</TextLink>
        </>
      }
    >
      <div className="space-y-4">
        {notice ? <Notice>{notice}</Notice> : sessionEnded && <Notice>{t('login.sessionEnded')}</Notice>}
        <Tabs
          label={t('login.tabs')}
          value={tab}
          onValueChange={(value) => {
            setTab(value);
            setNotice(null);
            form.clearErrors();
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
