import { getSupabase, loadApiContract } from '@seed/auth';
import { OTP_LENGTH, type OneTimeCodeForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A 6-digit code, checked with the spec's rule, loaded through the host's contract. */
const loadOneTimeCodeForm = async () => (await loadApiContract()).OneTimeCodeForm;

type CodeValues = z.input<typeof OneTimeCodeForm>;

export interface PhoneCodeFormProps {
  /** The profile's phone the code was texted to. */
  phone: string | null | undefined;
  /** The auth server accepted the code; a failure here shows as the verification failing. */
  onVerified: () => Promise<void>;
}

/**
 * The code texted to the profile's phone (after Verify Now): 'Please enter the verification
 * code' under the code field, a refused code in the form's banner.
 */
export function PhoneCodeForm({ phone, onVerified }: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: loadOneTimeCodeForm, defaultValues: { code: '' } satisfies CodeValues });

  async function verify({ code }: z.output<typeof OneTimeCodeForm>) {
    if (!phone) return form.setError('root.server', { message: t('profile.noPhone') });
    const fail = () => form.setError('root.server', { message: t('profile.phoneVerifyFailed') });
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.verifyOtp({ phone, token: code, type: 'phone_change' });
      if (error) return fail();
      await onVerified();
    } catch {
      fail();
    }
  }

  return (
    <Form form={form} onSubmit={verify} className="space-y-2">
      <div className="flex items-end gap-2">
        <FormInput<CodeValues>
          className="flex-1"
          name="code"
          label={t('profile.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('profile.verifyCode')}
        </Button>
      </div>
      <FormError />
    </Form>
  );
}
