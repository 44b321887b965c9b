import { getSupabase, loadApiContract } from '@seed/auth';
import { OTP_LENGTH, type OneTimeCodeForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A 6-digit code, checked with the spec's rule, loaded through the host's contract. */
const loadOneTimeCodeForm = async () => (await loadApiContract()).OneTimeCodeForm;

type CodeValues = z.input<typeof OneTimeCodeForm>;

/** The second factor (TOTP): the session reaches aal2 before the portal opens. */
export function MfaStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: loadOneTimeCodeForm, defaultValues: { code: '' } satisfies CodeValues });

  async function verify({ code }: z.output<typeof OneTimeCodeForm>) {
    const fail = (message: string) => form.setError('root.server', { message });
    const supabase = await getSupabase();
    const { data: factors } = await supabase.auth.mfa.listFactors();
    const factor = factors?.totp.find((f) => f.status === 'verified');
    if (!factor) return fail(t('login.otpFailed'));
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    if (error) return fail(error.message || t('login.otpFailed'));
    onVerified();
  }

  return (
    <Form form={form} onSubmit={verify} className="space-y-4">
      <p className="text-sm text-gray-600">{t('login.mfaHint')}</p>
      <FormError />
      <FormInput<CodeValues>
        name="code"
        label={t('login.mfaCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
        {t('login.mfaVerify')}
      </Button>
    </Form>
  );
}
