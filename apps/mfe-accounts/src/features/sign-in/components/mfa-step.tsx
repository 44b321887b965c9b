import { getSupabase } from '@seed/auth';
import { AUTH_MESSAGES, OTP_LENGTH } from '@seed/domain';
import { Button, ErrorBanner, Input } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The second factor (TOTP): the session reaches aal2 before the portal opens. */
export function MfaStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (code.trim().length !== OTP_LENGTH) return setError(AUTH_MESSAGES.codeRequired);
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { data: factors } = await supabase.auth.mfa.listFactors();
    const factor = factors?.totp.find((f) => f.status === 'verified');
    if (!factor) {
      setBusy(false);
      return setError(t('login.otpFailed'));
    }
    const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: code.trim(),
    });
    setBusy(false);
    if (verifyError) return setError(verifyError.message || t('login.otpFailed'));
    onVerified();
  }

  return (
    <form className="space-y-4" onSubmit={verify} noValidate>
      <p className="text-sm text-gray-600">{t('login.mfaHint')}</p>
      {error && <ErrorBanner message={error} />}
      <Input
        label={t('login.mfaCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" className="w-full" loading={busy}>
        {t('login.mfaVerify')}
      </Button>
    </form>
  );
}
