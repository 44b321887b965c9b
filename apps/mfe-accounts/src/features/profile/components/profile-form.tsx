import { ApiError, loadApiContract } from '@seed/auth';
import type { Profile, ProfileUpdate } from '@seed/domain';
import { Button, Form, FormError, FormInput, Input, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../api/profile-api';

/** The profile form is checked with the API's own schema, loaded through the host's contract. */
const loadProfileUpdate = async () => (await loadApiContract()).ProfileUpdate;

interface ProfileValues {
  full_name: string;
  phone: string;
  address: string;
}

/** Edit profile; it starts from the saved profile each time, so Cancel discards the edits. */
export function ProfileForm({
  profile,
  email,
  onSaved,
  onCancel,
}: {
  profile: Profile;
  email: string;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    schema: loadProfileUpdate,
    defaultValues: {
      full_name: profile.full_name ?? '',
      phone: profile.phone ?? '',
      address: profile.address ?? '',
    } satisfies ProfileValues,
  });

  async function save(update: ProfileUpdate) {
    try {
      await updateProfile(update);
      await onSaved();
    } catch (err) {
      form.setError('root.server', { message: err instanceof ApiError ? err.message : t('profile.updateFailed') });
    }
  }

  return (
    <Form form={form} onSubmit={save} className="space-y-4">
      <FormError />
      <FormInput<ProfileValues> name="full_name" label={t('profile.fullName')} autoComplete="name" />
      <Input label={t('profile.email')} value={email} readOnly hint={t('profile.emailReadOnly')} />
      <FormInput<ProfileValues> name="phone" label={t('profile.phone')} type="tel" autoComplete="tel" />
      <FormInput<ProfileValues> name="address" label={t('profile.address')} autoComplete="street-address" />
      <div className="flex gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
      </div>
    </Form>
  );
}
