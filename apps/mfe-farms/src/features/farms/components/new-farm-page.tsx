import { loadApiContract } from '@seed/auth';
import { useApiMutation } from '@seed/auth/query';
import '../../../i18n/screens';
import { FARM_LIMITS, type FarmCreate } from '@seed/domain';
import { notify } from '@seed/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_FARM_FORM, toCreateInput } from '../utils/form-values';
import { FarmForm } from './farm-form';

/** The schema the new-farm form is checked with: the API's own, loaded through the host's contract. */
const loadFarmCreate = async () => (await loadApiContract()).FarmCreate;

/** /farms/new (spec 3 §2, §4 "Farm creation"). */
export function NewFarmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useApiMutation('farms', 'create', { invalidates: ['farms'] });
  // Set once the farm is saved: the form stays disabled until the redirect.
  const [created, setCreated] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The form has checked the body with FarmCreate (its messages show under the fields).
  const submit = (input: FarmCreate) => {
    create.mutate(
      { body: input },
      {
        onSuccess: (saved) => {
          const id = saved.farm.id || null;
          setCreated(true);
          setWarning(saved.warning);
          if (saved.warning) notify('info', saved.warning);
          // Spec 3 §4: with an ID the toast shows it and a 'View Farm' link (usable before the
          // redirect); without one it reads 'Farm created successfully' alone.
          const identifier = saved.farm.identifier;
          notify(
            'success',
            t('form.created'),
            id
              ? {
                  description: identifier ? t('form.createdId', { identifier }) : undefined,
                  link: { label: t('form.viewFarm'), href: `/farms/${id}` },
                }
              : undefined,
          );
          timer.current = setTimeout(() => navigate(id ? `/farms/${id}` : '/farms'), FARM_LIMITS.redirectAfterCreateMs);
        },
        onError: (e) => notify('error', t('form.createFailed'), e.message),
      },
    );
  };

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
        {t('form.newTitle')}
      </h1>
      <FarmForm
        mode="create"
        initial={EMPTY_FARM_FORM}
        saving={create.isPending || created}
        warning={warning}
        schema={loadFarmCreate}
        toInput={toCreateInput}
        onSubmit={submit}
        onCancel={() => navigate('/farms')}
      />
    </section>
  );
}
