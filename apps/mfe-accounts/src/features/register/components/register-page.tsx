import { getSupabase, loadApiContract } from '@seed/auth';
import { normalizeAuthPhone, OTP_LENGTH, type RegistrationForm, type RegistrationMethod } from '@seed/domain';
import { Button, Form, FormError, FormInput, Tabs, TextLink, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { PhoneInput } from '../../../components/phone-input';
import { useExternalProviders } from '../../../hooks/use-external-providers';

/** Every field of the page; the schema of the method (or of the SMS code, once sent) checks them. */
interface RegisterValues {
  fullName: string;
  organizationName: string;
  email: string;
  phone: string;
  password: string;
  code: string;
}

/** /register: e-mail (confirmation link), phone (SMS code) or the third-party provider. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providers = useExternalProviders();
  const invited = params.get('invited') === 'true';

  const [method, setMethod] = useState<RegistrationMethod>('email');
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useSchemaForm({
    // Spec 1 §5's checks for the chosen method, then the SMS code's once it is sent.
    schema: async () => {
      const contract = await loadApiContract();
      return codeSent ? contract.OneTimeCodeForm : contract.registrationForm(method);
    },
    defaultValues: {
      fullName: '',
      organizationName: '',
      email: params.get('email') ?? '',
      phone: '',
      password: '',
      code: '',
    } satisfies RegisterValues,
  });
  const fail = (message: string) => form.setError('root.server', { message });
  const callbackUrl = `${window.location.origin}/auth/callback`;

  async function register(values: RegistrationForm) {
    setNotice(null);
    const metadata = {
      full_name: values.fullName,
      ...(values.organizationName ? { organization_name: values.organizationName } : {}),
    };
    try {
      const supabase = await getSupabase();
      if (method === 'google') {
        // Kept for the callback while the browser visits the provider (spec 1 §4 "Registration").
        localStorage.setItem(
          'seed.signup',
          JSON.stringify({ full_name: metadata.full_name, password: values.password }),
        );
        localStorage.setItem('seed.signup.origin', window.location.href);
        const { error } = await supabase.auth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: callbackUrl },
        });
        if (error) fail(t('login.googleFailed'));
        return;
      }
      const { data, error } =
        method === 'email'
          ? await supabase.auth.signUp({
              email: values.email,
              password: values.password,
              options: { data: metadata, emailRedirectTo: callbackUrl },
            })
          : await supabase.auth.signUp({
              phone: normalizeAuthPhone(values.phone),
              password: values.password,
              options: { data: metadata },
            });
      if (error) return fail(error.message || t('register.failed'));
      if (method === 'phone') {
        setCodeSent(true);
        setNotice(t('register.codeSent'));
      } else if (data.session) {
        navigate('/auth/callback', { replace: true });
      } else {
        setNotice(t('register.checkEmail'));
      }
    } catch {
      fail(t('register.failed'));
    }
  }

  async function verifyCode(code: string) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.verifyOtp({
      phone: normalizeAuthPhone(form.getValues('phone')),
      token: code,
      type: 'sms',
    });
    if (error) return fail(error.message || t('login.otpFailed'));
    navigate('/auth/callback', { replace: true });
  }

  const fields = (
    <Form
      form={form}
      onSubmit={(values) => ('code' in values ? verifyCode(values.code) : register(values))}
      className="space-y-4"
    >
      <FormError />
      <FormInput<RegisterValues> name="fullName" label={t('common.fullName')} autoComplete="name" />
      <FormInput<RegisterValues>
        name="organizationName"
        label={t('common.organizationName')}
        autoComplete="organization"
      />
      {method === 'email' && (
        <FormInput<RegisterValues> name="email" label={t('common.email')} type="email" autoComplete="email" />
      )}
      {method === 'phone' && <PhoneInput<RegisterValues> name="phone" />}
      <FormInput<RegisterValues>
        name="password"
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
      />
      {method === 'google' && <p className="text-xs text-gray-500">{t('register.googleHint')}</p>}
      {codeSent && (
        <FormInput<RegisterValues>
          name="code"
          label={t('common.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
        />
      )}
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
        {codeSent ? t('register.verify') : method === 'phone' ? t('register.sendCode') : t('register.submit')}
      </Button>
    </Form>
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
          {t('register.haveAccount')} <TextLink to="/login">{t('register.loginLink')}</TextLink>
        </>
      }
    >
      <div className="space-y-4">
        {invited && <Notice>{t('register.invitedNotice')}</Notice>}
        {notice && <Notice>{notice}</Notice>}
        <Tabs
          label={t('register.method')}
          value={method}
          onValueChange={(value) => {
            setMethod(value as RegistrationMethod);
            form.clearErrors();
            setCodeSent(false);
          }}
          items={methods}
        />
      </div>
    </AuthCard>
  );
}
