import { getSupabase, loadApiContract, useAuth } from '@seed/auth';
import { AUTH_MESSAGES, type PasswordChangeForm } from '@seed/domain';
import { Button, Form, FormError, FormInput, useSchemaForm } from '@seed/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../../components/notice';

/** Spec 1 §9: the form closes 2 s after a successful change. */
const CLOSE_AFTER_MS = 2000;

/** Spec 1 §5 checks of the change-password form, loaded through the host's contract. */
const loadPasswordChangeForm = async () => (await loadApiContract()).PasswordChangeForm;

type PasswordValues = z.input<typeof PasswordChangeForm>;

/**
 * Change Password. For accounts that sign in with e-mail or phone the auth server checks the
 * current password with the change (GoTrue's current_password), so the session is kept as it
 * is: a second sign-in would replace a two-factor (aal2) session with an aal1 one, which may not
 * change passwords. Other accounts set a first password.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const user = useAuth((s) => s.user);
  const providers = user?.app_metadata?.providers ?? [];
  const hasPassword = providers.includes('email') || providers.includes('phone');
  const form = useSchemaForm({
    schema: loadPasswordChangeForm,
    defaultValues: { current: '', next: '', confirm: '' } satisfies PasswordValues,
  });
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit({ current, next }: z.output<typeof PasswordChangeForm>) {
    const fail = (message: string) => form.setError('root.server', { message });
    try {
      const supabase = await getSupabase();
      const { error: updateError } = await supabase.auth.updateUser({
        password: next,
        ...(hasPassword ? { current_password: current } : {}),
      });
      if (updateError?.code === 'current_password_mismatch')
        return form.setError('current', { message: AUTH_MESSAGES.currentPasswordWrong }, { shouldFocus: true });
      if (updateError) return fail(updateError.message || t('profile.passwordFailed'));
      setDone(true);
      timer.current = setTimeout(onDone, CLOSE_AFTER_MS);
    } catch {
      fail(t('profile.passwordFailed'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormError />
      {done && <Notice>{t('profile.passwordUpdated')}</Notice>}
      {hasPassword && (
        <FormInput<PasswordValues>
          name="current"
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
      )}
      <FormInput<PasswordValues>
        name="next"
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormInput<PasswordValues>
        name="confirm"
        label={t('profile.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <div className="flex gap-3">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={done}>
          {t('profile.updatePassword')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </Form>
  );
}
