import { loadApiContract } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import type { FarmUpdate } from '@seed/domain';
import '../../../i18n/screens';
import { notify, Spinner } from '@seed/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { fromFarm, toUpdateInput } from '../utils/form-values';
import { FarmForm } from './farm-form';

/** The schema the edit form is checked with: the API's own, loaded through the host's contract. */
const loadFarmUpdate = async () => (await loadApiContract()).FarmUpdate;

/** /farms/{id}/edit (spec 3 §2, §5 edit order, §8 edit errors). */
export function EditFarmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { farmId = '' } = useParams();
  const farm = useApiQuery('farms', 'get', { params: { id: farmId } }, { retry: false });
  const update = useApiMutation('farms', 'update', { invalidates: ['farms'] });
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (!farmId) {
      notify('error', t('form.idMissing'));
      navigate('/farms', { replace: true });
    } else if (farm.isError) {
      notify('error', t('form.loadFailed'));
      navigate('/farms', { replace: true });
    }
  }, [farmId, farm.isError, navigate, t]);

  // The form has checked the body with FarmUpdate (its messages show under the fields).
  const submit = (input: FarmUpdate) => {
    update.mutate(
      { params: { id: farmId }, body: input },
      {
        onSuccess: (saved) => {
          setWarning(saved.warning);
          if (saved.warning) notify('info', saved.warning);
          notify('success', t('form.updated'));
          navigate(`/farms/${farmId}`);
        },
        onError: (e) => notify('error', e.message || t('form.updateFailed')),
      },
    );
  };

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
        {t('form.editTitle')}
      </h1>
      {farm.isPending && <Spinner />}
      {farm.data && (
        <FarmForm
          key={farm.data.id}
          mode="edit"
          farmId={farm.data.id}
          initial={fromFarm(farm.data)}
          saving={update.isPending}
          warning={warning}
          schema={loadFarmUpdate}
          toInput={toUpdateInput}
          onSubmit={submit}
          onCancel={() => navigate(`/farms/${farmId}`)}
        />
      )}
    </section>
  );
}
