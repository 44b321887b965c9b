import { getSupabase, loadApiContract } from '@seed/auth';
import type { EmailLinkForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, TextLink, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';

/** The e-mail to send the link to, checked with the spec's rule, loaded through the host's contract. */
const loadEmailLinkForm = async () => (await loadApiContract()).EmailLinkForm;

type ForgotValues = z.input<typeof EmailLinkForm>;

/** /forgot-password: sends a reset link that opens /reset-password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: loadEmailLinkForm, defaultValues: { email: '' } satisfies ForgotValues });
  const [sent, setSent] = useState(false);

  async function submit({ email }: z.output<typeof EmailLinkForm>) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    if (error) return form.setError('root.server', { message: error.message });
    setSent(true);
  }

  return (
    <AuthCard title={t('forgot.title')} footer={<TextLink to="/login">{t('forgot.back')}</TextLink>}>
      <Form form={form} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-600">{t('forgot.intro')}</p>
        <FormError />
        {sent && <Notice>{t('forgot.sent')}</Notice>}
        <FormInput<ForgotValues> name="email" label={t('common.email')} type="email" autoComplete="email" />
        <Button type="submit" className="w-full" loading={form.formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
