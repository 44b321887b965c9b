import { getSupabase } from '@seed/auth';
import { AUTH_MESSAGES } from '@seed/domain';
import { Button, ErrorBanner, Input } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';

/** /forgot-password: sends a reset link that opens /reset-password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(AUTH_MESSAGES.emailRequired);
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: resetError } = await supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    setBusy(false);
    if (resetError) return setError(resetError.message);
    setSent(true);
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      footer={
        <Link to="/login" className="font-medium text-green-700 hover:underline">
          {t('forgot.back')}
        </Link>
      }
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-gray-600">{t('forgot.intro')}</p>
        {error && <ErrorBanner message={error} />}
        {sent && <Notice>{t('forgot.sent')}</Notice>}
        <Input
          label={t('common.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="w-full" loading={busy}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
