import { getSupabase, loadApiContract } from '@seed/auth';
import { OTP_LENGTH, type OneTimeCodeForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A 6-digit code, checked with the spec's rule, loaded through the host's contract. */
const loadOneTimeCodeForm = async () => (await loadApiContract()).OneTimeCodeForm;

type CodeValues = z.input<typeof OneTimeCodeForm>;

/** A TOTP factor just enrolled, waiting for its first code. */
export interface TotpEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

export interface MfaConfirmFormProps {
  enrollment: TotpEnrollment;
  /** The factor is verified: the session is two-factor now. */
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The QR code and key of a new TOTP factor and its first code: 'Please enter the verification
 * code' under the code field, the auth server's refusal in the form's banner.
 */
export function MfaConfirmForm({ enrollment, onConfirmed, onCancel }: MfaConfirmFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: loadOneTimeCodeForm, defaultValues: { code: '' } satisfies CodeValues });

  async function confirm({ code }: z.output<typeof OneTimeCodeForm>) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: enrollment.factorId, code });
    if (error) return form.setError('root.server', { message: error.message || t('mfa.failed') });
    await onConfirmed();
  }

  return (
    <Form form={form} onSubmit={confirm} className="space-y-4">
      <FormError />
      <p className="text-gray-700">{t('mfa.scan')}</p>
      <img src={enrollment.qrCode} alt={t('mfa.qrAlt')} className="h-44 w-44 rounded border border-gray-200 bg-white" />
      <p className="text-gray-600">
        {t('mfa.secret')}: <code className="font-mono break-all">{enrollment.secret}</code>
      </p>
      <FormInput<CodeValues>
        name="code"
        label={t('mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <div className="flex gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('mfa.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('mfa.cancel')}
        </Button>
      </div>
    </Form>
  );
}
