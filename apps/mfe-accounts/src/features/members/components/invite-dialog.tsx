import { ApiError, loadApiContract } from '@seed/auth';
import type { Role } from '@seed/domain';
import { Button, Dialog, ErrorBanner, Input, notify, Select } from '@seed/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteMember } from '../api/invite-member';

/** The invite dialog: an e-mail and a role (manager by default, or admin). */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('manager');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const { InvitationCreate } = await loadApiContract();
    const parsed = InvitationCreate.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('members.sendFailed'));
    invite.mutate(parsed.data, {
      onSuccess: () => {
        notify('success', t('members.sent'));
        setEmail('');
        setRole('manager');
        onClose();
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.message : t('members.sendFailed');
        setError(message);
        notify('error', t('members.sendFailed'), message);
      },
    });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('members.inviteTitle')} closeLabel={t('members.close')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {error && <ErrorBanner message={error} />}
        <Input
          label={t('members.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Select
          label={t('members.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          options={[
            { value: 'manager', label: t('members.roles.manager') },
            { value: 'admin', label: t('members.roles.admin') },
          ]}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('members.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
