import { useAuth } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import { formatDate, type OrganizationInvitation, type OrganizationMember } from '@seed/domain';
import { Badge, Button, ErrorBanner, notify, Spinner, Table } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBERS_CHANGE } from '../api/members-change';
import { InviteDialog } from './invite-dialog';

/** /organization/members: the members table; for admins also pending invitations and Invite Member. */
export function MembersPage() {
  const { t } = useTranslation();
  const isAdmin = useAuth((s) => s.role === 'admin');
  // Members, and for admins the pending invitations.
  const members = useApiQuery('accounts', 'listMembers');
  const cancel = useApiMutation('accounts', 'cancelInvitation', MEMBERS_CHANGE);
  const [inviting, setInviting] = useState(false);

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('members.title')}
        </h1>
        {isAdmin && <Button onClick={() => setInviting(true)}>{t('members.invite')}</Button>}
      </div>
      {members.isPending && <Spinner />}
      {members.isError && <ErrorBanner message={t('members.loadFailed')} />}
      {members.data && (
        <>
          <Table<OrganizationMember>
            caption={t('members.membersCaption')}
            rows={members.data.members}
            rowKey={(m) => m.id}
            emptyMessage={t('members.empty')}
            columns={[
              { key: 'name', header: t('members.name'), cell: (m) => m.full_name || t('members.unnamed') },
              // The address may break anywhere, so on a phone the row fits and the role badge is not cut off.
              { key: 'email', header: t('members.email'), cell: (m) => m.email ?? '', className: 'break-all' },
              {
                key: 'role',
                header: t('members.role'),
                className: 'whitespace-nowrap',
                cell: (m) =>
                  m.role ? (
                    <Badge tone={m.role === 'admin' ? 'green' : 'blue'}>{t(`members.roles.${m.role}`)}</Badge>
                  ) : null,
              },
            ]}
          />
          {isAdmin && (
            <Table<OrganizationInvitation>
              caption={t('members.pendingCaption')}
              rows={members.data.invitations}
              rowKey={(i) => i.id}
              emptyMessage={t('members.noPending')}
              columns={[
                { key: 'email', header: t('members.email'), cell: (i) => i.email, className: 'break-all' },
                { key: 'role', header: t('members.role'), cell: (i) => t(`members.roles.${i.role}`) },
                {
                  key: 'created',
                  header: t('members.invitedOn'),
                  cell: (i) => formatDate(i.created_at),
                },
                {
                  key: 'actions',
                  header: <span className="sr-only">{t('members.cancelInvitation')}</span>,
                  cell: (i) => (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('members.cancelInvitation')} ${i.email}`}
                      onClick={() =>
                        cancel.mutate(
                          { params: { id: i.id } },
                          {
                            onSuccess: () => notify('success', t('members.canceled')),
                            onError: () => notify('error', t('members.cancelFailed')),
                          },
                        )
                      }
                    >
                      {t('members.cancel')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </>
      )}
      {isAdmin && <InviteDialog open={inviting} onClose={() => setInviting(false)} />}
    </section>
  );
}
