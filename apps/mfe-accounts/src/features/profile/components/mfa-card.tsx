import { getSupabase } from '@seed/auth';
import { Badge, Button, Card, ErrorBanner, notify, Spinner } from '@seed/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrollment } from './mfa-confirm-form';

// The code form (and react-hook-form) loads when a user enables the factor: most visits to /profile only read it.
const MfaConfirmForm = lazy(() => import('./mfa-confirm-form').then((m) => ({ default: m.MfaConfirmForm })));

/** TOTP second factor: enroll with a QR code, confirm with a code, or remove it. */
export function MfaCard() {
  const { t } = useTranslation();
  const [factorId, setFactorId] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
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

  async function confirmed() {
    setEnrollment(null);
    notify('success', t('mfa.enabled'));
    await refresh();
  }

  async function cancelEnrollment() {
    if (enrollment) {
      const supabase = await getSupabase();
      await supabase.auth.mfa.unenroll({ factorId: enrollment.factorId });
    }
    setEnrollment(null);
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
        // A state, not a verification: "Not Verified" read as a fault for a factor nobody turned on.
        <Badge tone={factorId ? 'green' : 'gray'}>{factorId ? t('mfa.badgeOn') : t('mfa.badgeOff')}</Badge>
      }
    >
      <div className="space-y-4 text-sm">
        {error && <ErrorBanner message={error} />}
        {enrollment ? (
          <Suspense fallback={<Spinner />}>
            <MfaConfirmForm enrollment={enrollment} onConfirmed={confirmed} onCancel={() => void cancelEnrollment()} />
          </Suspense>
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
