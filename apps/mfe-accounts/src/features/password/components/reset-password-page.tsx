import { getSupabase, loadApiContract, useAuth, useAuthSession } from '@seed/auth';
import type { NewPasswordForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, Spinner, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { Notice } from '../../../components/notice';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { MfaStep } from '../../sign-in/components/mfa-step';

/** Spec 1 §9: after a reset, go to /dashboard after 3 s. */
const RESET_REDIRECT_MS = 3000;

/** The reset form's checks in the spec's words, loaded through the host's contract. */
const loadNewPasswordForm = async () => (await loadApiContract()).NewPasswordForm;

type NewPasswordValues = z.input<typeof NewPasswordForm>;

/**
 * /reset-password: needs the session the recovery link created; otherwise /login. The link's
 * session is one factor (aal1): a user with two-factor authentication enters their code first,
 * since the auth server changes their password only at aal2.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const { loading, user, mfaRequired } = useAuth();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);

  if (loading) return <Spinner />;
  if (!user && !done) return <Navigate to="/login" replace />;
  if (mfaRequired && !done) {
    return (
      <AuthCard title={t('reset.title')}>
        <MfaStep onVerified={() => void session.reload()} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      <NewPasswordFields
        done={done}
        onDone={() => {
          setDone(true);
          navigateLater('/dashboard', RESET_REDIRECT_MS);
        }}
      />
    </AuthCard>
  );
}

/** The new password and its confirmation, set on the recovery session. */
function NewPasswordFields({ done, onDone }: { done: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: loadNewPasswordForm,
    defaultValues: { password: '', confirm: '' } satisfies NewPasswordValues,
  });

  async function submit({ password }: z.output<typeof NewPasswordForm>) {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return form.setError('root.server', { message: error.message });
    onDone();
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormError />
      {done && <Notice>{t('reset.done')}</Notice>}
      <FormInput<NewPasswordValues>
        name="password"
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput<NewPasswordValues>
        name="confirm"
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" loading={form.formState.isSubmitting} disabled={done}>
        {t('reset.submit')}
      </Button>
    </Form>
  );
}
