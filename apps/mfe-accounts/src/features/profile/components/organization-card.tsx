import { ApiError, useAuth, useAuthSession } from '@seed/auth';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '@seed/domain';
import { Badge, Button, Card, ErrorBanner, Input, notify, Select } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOrganization } from '../api/profile-api';

/** Organization card: everyone reads it; admins edit name and type (status is the platform's) and see the id. */
export function OrganizationCard() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const organization = useAuth((s) => s.organization);
  const role = useAuth((s) => s.role);
  const isAdmin = role === 'admin';
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ name: '', type: 'seed_grower', status: 'active' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!organization) return null;
  const platformType = organization.type === 'admin';

  const startEdit = () => {
    setForm({ name: organization.name, type: organization.type, status: organization.status });
    setError(null);
    setEditing(true);
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateOrganization(form as never);
      await session.reload();
      notify('success', t('profile.orgUpdated'));
      setEditing(false);
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : t('profile.orgFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={t('profile.organization')}
      actions={
        isAdmin && !editing ? (
          <Button variant="secondary" size="sm" onClick={startEdit}>
            {t('profile.editOrganization')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form className="space-y-4" onSubmit={save} noValidate>
          {error && <ErrorBanner message={error} />}
          <Input
            label={t('profile.orgName')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          {/* 'admin' is the platform's own type: offered only to the organization that has it, unchangeable there. */}
          <Select
            label={t('profile.orgType')}
            value={form.type}
            disabled={platformType}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
            options={ORGANIZATION_TYPES.filter((v) => platformType || v !== 'admin').map((v) => ({
              value: v,
              label: t(`profile.types.${v}`),
            }))}
          />
          {/* Only the platform changes the status (e.g. lifts a suspension): shown, not editable. */}
          <Select
            label={t('profile.orgStatus')}
            value={form.status}
            disabled
            hint={t('profile.orgStatusPlatformOnly')}
            options={ORGANIZATION_STATUSES.map((v) => ({ value: v, label: t(`profile.statuses.${v}`) }))}
          />
          <div className="flex gap-3">
            <Button type="submit" loading={busy}>
              {t('profile.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <dt className="text-gray-600">{t('profile.orgName')}</dt>
          <dd className="col-span-2 text-gray-900">{organization.name}</dd>
          <dt className="text-gray-600">{t('profile.orgType')}</dt>
          <dd className="col-span-2 text-gray-900">{organization.type.replace(/_/g, ' ')}</dd>
          <dt className="text-gray-600">{t('profile.orgStatus')}</dt>
          <dd className="col-span-2">
            <Badge tone={organization.status === 'active' ? 'green' : 'yellow'}>{organization.status}</Badge>
          </dd>
          <dt className="text-gray-600">{t('profile.yourRole')}</dt>
          <dd className="col-span-2 text-gray-900 capitalize">{role}</dd>
          {isAdmin && (
            <>
              <dt className="text-gray-600">{t('profile.orgId')}</dt>
              <dd className="col-span-2 font-mono text-xs break-all text-gray-700">{organization.id}</dd>
            </>
          )}
        </dl>
      )}
    </Card>
  );
}
