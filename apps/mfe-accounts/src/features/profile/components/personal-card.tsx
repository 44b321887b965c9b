import { ApiError, loadApiContract, useAuth, useAuthSession } from '@seed/auth';
import { Button, Card, ErrorBanner, Input, notify } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, uploadAvatar } from '../api/profile-api';
import { AvatarPicker, prepareAvatar } from './avatar-picker';
import { PasswordForm } from './password-form';
import { EmailVerification, PhoneVerification } from './verification-row';

type Mode = 'view' | 'edit' | 'password';

/** Personal Information: view, edit profile, change password (spec 1 "Profile screen"). */
export function PersonalCard() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const profile = useAuth((s) => s.profile);
  const email = useAuth((s) => s.user?.email);
  const [mode, setMode] = useState<Mode>('view');
  const [form, setForm] = useState({ full_name: '', phone: '', address: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  if (!profile) return null;

  const startEdit = () => {
    // Cancel restores from the saved profile: the form always starts from it.
    setForm({ full_name: profile.full_name ?? '', phone: profile.phone ?? '', address: profile.address ?? '' });
    setError(null);
    setMode('edit');
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { ProfileUpdate } = await loadApiContract();
      const parsed = ProfileUpdate.safeParse(form);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('profile.updateFailed'));
      await updateProfile(form);
      await session.reload();
      notify('success', t('profile.updated'));
      setMode('view');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('profile.updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function changeAvatar(file: File) {
    const prepared = await prepareAvatar(file).catch(() => null);
    if (!prepared) return notify('error', t('profile.avatarFailed'));
    if ('error' in prepared)
      return notify('error', t(prepared.error === 'type' ? 'profile.avatarInvalid' : 'profile.avatarTooLarge'));
    if (prepared.compressed) notify('info', t('profile.avatarCompress'));
    setUploading(true);
    try {
      await uploadAvatar(prepared.blob);
      await session.reload();
      notify('success', t('profile.avatarUpdated'));
    } catch (err) {
      notify('error', t('profile.avatarFailed'), err instanceof ApiError ? err.message : undefined);
    } finally {
      setUploading(false);
    }
  }

  const actions =
    mode === 'view' ? (
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={startEdit}>
          {t('profile.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setMode('password')}>
          {t('profile.changePassword')}
        </Button>
      </div>
    ) : null;

  return (
    <Card title={t('profile.personal')} actions={actions}>
      <div className="space-y-6">
        <AvatarPicker url={profile.avatar_url} disabled={uploading} onFile={(f) => void changeAvatar(f)} />
        {mode === 'password' && <PasswordForm onDone={() => setMode('view')} />}
        {mode === 'edit' && (
          <form className="space-y-4" onSubmit={save} noValidate>
            {error && <ErrorBanner message={error} />}
            <Input
              label={t('profile.fullName')}
              autoComplete="name"
              value={form.full_name}
              onChange={(e) => setForm({ ...form, full_name: e.target.value })}
            />
            <Input label={t('profile.email')} value={email ?? ''} readOnly hint={t('profile.emailReadOnly')} />
            <Input
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(e) => setForm({ ...form, phone: e.target.value })}
            />
            <Input
              label={t('profile.address')}
              autoComplete="street-address"
              value={form.address}
              onChange={(e) => setForm({ ...form, address: e.target.value })}
            />
            <div className="flex gap-3">
              <Button type="submit" loading={busy}>
                {t('profile.save')}
              </Button>
              <Button variant="secondary" onClick={() => setMode('view')}>
                {t('profile.cancel')}
              </Button>
            </div>
          </form>
        )}
        {mode === 'view' && (
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="text-gray-600">{t('profile.fullName')}</dt>
              <dd className="text-gray-900">{profile.full_name || t('profile.notSet')}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('profile.email')}</dt>
              <dd className="space-y-1 text-gray-900">
                <span className="block break-all">{email || t('profile.notSet')}</span>
                {email && <EmailVerification />}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('profile.phone')}</dt>
              <dd className="space-y-1 text-gray-900">
                <span className="block">{profile.phone || t('profile.notSet')}</span>
                {profile.phone && <PhoneVerification />}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('profile.address')}</dt>
              <dd className="text-gray-900">{profile.address || t('profile.notSet')}</dd>
            </div>
          </dl>
        )}
      </div>
    </Card>
  );
}
