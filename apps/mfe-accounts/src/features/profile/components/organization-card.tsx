import { useAuth, useAuthSession } from '@seed/auth';
import { Badge, Button, Card, notify, Spinner } from '@seed/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and react-hook-form) loads when an admin edits: most visits to /profile only read it.
const OrganizationForm = lazy(() => import('./organization-form').then((m) => ({ default: m.OrganizationForm })));

/** Organization card: everyone reads it; admins edit name and type (status is the platform's) and see the id. */
export function OrganizationCard() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const organization = useAuth((s) => s.organization);
  const role = useAuth((s) => s.role);
  const isAdmin = role === 'admin';
  const [editing, setEditing] = useState(false);
  if (!organization) return null;

  return (
    <Card
      title={t('profile.organization')}
      actions={
        isAdmin && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('profile.editOrganization')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <OrganizationForm
            organization={organization}
            onSaved={async () => {
              await session.reload();
              notify('success', t('profile.orgUpdated'));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <dt className="text-gray-600">{t('profile.orgName')}</dt>
          <dd className="col-span-2 text-gray-900">{organization.name}</dd>
          <dt className="text-gray-600">{t('profile.orgType')}</dt>
          <dd className="col-span-2 text-gray-900">
            {t(`profile.types.${organization.type}`, { defaultValue: organization.type })}
          </dd>
          <dt className="text-gray-600">{t('profile.orgStatus')}</dt>
          <dd className="col-span-2">
            <Badge tone={organization.status === 'active' ? 'green' : 'yellow'}>
              {t(`profile.statuses.${organization.status}`, { defaultValue: organization.status })}
            </Badge>
          </dd>
          <dt className="text-gray-600">{t('profile.yourRole')}</dt>
          <dd className="col-span-2 text-gray-900">{role ? t(`members.roles.${role}`) : null}</dd>
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
