import { getSupabase } from '@seed/auth';
import { AUTH_MESSAGES, OTP_LENGTH } from '@seed/domain';
import { Badge, Button, Card, ErrorBanner, Input, notify } from '@seed/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** TOTP second factor: enroll with a QR code, confirm with a code, or remove it. */
export function MfaCard() {
  const { t } = useTranslation();
  const [factorId, setFactorId] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.mfa.listFactors();
    setFactorId(data?.totp.find((f) => f.status === 'verified')?.id ?? null);
  };
  useEffect(() => {
    void refresh();
  }, []);

  async function enable() {
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { data, error: enrollError } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    setBusy(false);
    if (enrollError || !data) return setError(enrollError?.message ?? t('mfa.failed'));
    setEnrollment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!enrollment) return;
    if (code.trim().length !== OTP_LENGTH) return setError(AUTH_MESSAGES.codeRequired);
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrollment.factorId,
      code: code.trim(),
    });
    setBusy(false);
    if (verifyError) return setError(verifyError.message || t('mfa.failed'));
    setEnrollment(null);
    setCode('');
    notify('success', t('mfa.enabled'));
    await refresh();
  }

  async function cancelEnrollment() {
    if (enrollment) {
      const supabase = await getSupabase();
      await supabase.auth.mfa.unenroll({ factorId: enrollment.factorId });
    }
    setEnrollment(null);
    setCode('');
    setError(null);
  }

  async function disable() {
    if (!factorId) return;
    setBusy(true);
    setError(null);
    const supabase = await getSupabase();
    const { error: unenrollError } = await supabase.auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (unenrollError) return setError(unenrollError.message);
    notify('success', t('mfa.disabled'));
    await refresh();
  }

  return (
    <Card
      title={t('mfa.title')}
      actions={
        <Badge tone={factorId ? 'green' : 'gray'}>{factorId ? t('profile.verified') : t('profile.notVerified')}</Badge>
      }
    >
      <div className="space-y-4 text-sm">
        {error && <ErrorBanner message={error} />}
        {enrollment ? (
          <form className="space-y-4" onSubmit={confirm} noValidate>
            <p className="text-gray-700">{t('mfa.scan')}</p>
            <img
              src={enrollment.qrCode}
              alt={t('mfa.qrAlt')}
              className="h-44 w-44 rounded border border-gray-200 bg-white"
            />
            <p className="text-gray-600">
              {t('mfa.secret')}: <code className="font-mono break-all">{enrollment.secret}</code>
            </p>
            <Input
              label={t('mfa.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <div className="flex gap-3">
              <Button type="submit" loading={busy}>
                {t('mfa.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => void cancelEnrollment()}>
                {t('mfa.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-gray-700">{factorId ? t('mfa.on') : t('mfa.off')}</p>
            {factorId ? (
              <Button variant="danger" size="sm" loading={busy} onClick={() => void disable()}>
                {t('mfa.disable')}
              </Button>
            ) : (
              <Button size="sm" loading={busy} onClick={() => void enable()}>
                {t('mfa.enable')}
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
