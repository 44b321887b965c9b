import { ApiError, loadApiContract } from '@seed/auth';
import { type Organization, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, type OrganizationUpdate } from '@seed/domain';
import { Button, Form, FormError, FormInput, FormSelect, Select, useSchemaForm } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { updateOrganization } from '../api/profile-api';

/** The organization form is checked with the API's own schema, loaded through the host's contract. */
const loadOrganizationUpdate = async () => (await loadApiContract()).OrganizationUpdate;

type OrganizationValues = Pick<Organization, 'name' | 'type' | 'status'>;

/** The edit form; it starts from the saved organization each time, so Cancel discards the edits. */
export function OrganizationForm({
  organization,
  onSaved,
  onCancel,
}: {
  organization: Organization;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The status is sent as it is (the platform changes it), so it is a value of the form, not a field.
  const form = useSchemaForm({
    schema: loadOrganizationUpdate,
    defaultValues: {
      name: organization.name,
      type: organization.type,
      status: organization.status,
    } satisfies OrganizationValues,
  });
  const platformType = organization.type === 'admin';

  async function save(update: OrganizationUpdate) {
    try {
      await updateOrganization(update);
      await onSaved();
    } catch (err) {
      form.setError('root.server', {
        message: err instanceof ApiError || err instanceof Error ? err.message : t('profile.orgFailed'),
      });
    }
  }

  const typeOptions = ORGANIZATION_TYPES.filter((v) => platformType || v !== 'admin').map((v) => ({
    value: v,
    label: t(`profile.types.${v}`),
  }));

  return (
    <Form form={form} onSubmit={save} className="space-y-4">
      <FormError />
      <FormInput<OrganizationValues> name="name" label={t('profile.orgName')} />
      {/* 'admin' is the platform's own type: offered only to the organization that has it, unchangeable there. */}
      {platformType ? (
        <Select label={t('profile.orgType')} value={organization.type} disabled options={typeOptions} />
      ) : (
        <FormSelect<OrganizationValues> name="type" label={t('profile.orgType')} options={typeOptions} />
      )}
      {/* Only the platform changes the status (e.g. lifts a suspension): shown, not editable. */}
      <Select
        label={t('profile.orgStatus')}
        value={organization.status}
        disabled
        hint={t('profile.orgStatusPlatformOnly')}
        options={ORGANIZATION_STATUSES.map((v) => ({ value: v, label: t(`profile.statuses.${v}`) }))}
      />
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
