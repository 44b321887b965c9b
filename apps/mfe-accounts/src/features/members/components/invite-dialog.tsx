import { ApiError, loadApiContract } from '@seed/auth';
import { useApiMutation } from '@seed/auth/query';
import { DEFAULT_INVITATION_ROLE, type InvitationCreate, type Role } from '@seed/domain';
import { Button, Dialog, Form, FormError, FormInput, FormSelect, notify, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { MEMBERS_CHANGE } from '../api/members-change';

/** The invite form is checked with the API's own schema, loaded through the host's contract. */
const loadInvitationCreate = async () => (await loadApiContract()).InvitationCreate;

interface InviteValues {
  email: string;
  role: Role;
}

/** The invite dialog: an e-mail and a role (manager by default, or admin). */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useApiMutation('accounts', 'inviteMember', MEMBERS_CHANGE);
  const form = useSchemaForm({
    schema: loadInvitationCreate,
    defaultValues: { email: '', role: DEFAULT_INVITATION_ROLE } satisfies InviteValues,
  });

  async function submit(invitation: InvitationCreate) {
    try {
      await invite.mutateAsync({ body: invitation });
      notify('success', t('members.sent'));
      form.reset();
      onClose();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('members.sendFailed');
      // One error per failure: the refusal shows in the dialog, beside the field it is about, not also as a toast.
      form.setError('root.server', { message });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('members.inviteTitle')} closeLabel={t('members.close')}>
      <Form form={form} onSubmit={submit} className="space-y-4">
        <FormError />
        <FormInput<InviteValues> name="email" label={t('members.email')} type="email" autoComplete="off" />
        <FormSelect<InviteValues>
          name="role"
          label={t('members.role')}
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
      </Form>
    </Dialog>
  );
}
