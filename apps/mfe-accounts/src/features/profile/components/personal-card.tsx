import { ApiError, useAuth, useAuthSession } from '@seed/auth';
import { Button, Card, notify, Spinner } from '@seed/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '../api/profile-api';
import { AvatarPicker, prepareAvatar } from './avatar-picker';
import { EmailVerification, PhoneVerification } from './verification-row';

type Mode = 'view' | 'edit' | 'password';

// The forms (and react-hook-form) load when the user edits: most visits to /profile only read it.
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })));

/** Personal Information: view, edit profile, change password (spec 1 "Profile screen"). */
export function PersonalCard() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const profile = useAuth((s) => s.profile);
  const email = useAuth((s) => s.user?.email);
  const [mode, setMode] = useState<Mode>('view');
  const [uploading, setUploading] = useState(false);
  if (!profile) return null;

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
        <Button size="sm" variant="secondary" onClick={() => setMode('edit')}>
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
        <Suspense fallback={<Spinner />}>
          {mode === 'password' && <PasswordForm onDone={() => setMode('view')} />}
          {mode === 'edit' && (
            <ProfileForm
              profile={profile}
              email={email ?? ''}
              onSaved={async () => {
                await session.reload();
                notify('success', t('profile.updated'));
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          )}
        </Suspense>
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
