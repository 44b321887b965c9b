import { loadApiContract } from '@seed/auth';
import '../../../i18n/screens';
import { FARM_LIMITS } from '@seed/domain';
import { notify } from '@seed/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateFarm } from '../api/create-farm';
import { EMPTY_FARM_FORM, type FarmFormValues, firstMessage, toCreateInput } from '../utils/form-values';
import { FarmForm } from './farm-form';

/** /farms/new (spec 3 §2, §4 "Farm creation"). */
export function NewFarmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFarm();
  const [created, setCreated] = useState<{ id: string | null; identifier: string | null } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: FarmFormValues) => {
    const { FarmCreate } = await loadApiContract();
    const input = toCreateInput(values);
    const checked = FarmCreate.safeParse(input);
    if (!checked.success) {
      notify('error', firstMessage(checked.error));
      return;
    }
    create.mutate(input, {
      onSuccess: (saved) => {
        const id = saved.farm.id || null;
        setCreated({ id, identifier: saved.farm.identifier });
        setWarning(saved.warning);
        if (saved.warning) notify('info', saved.warning);
        notify(
          'success',
          id && saved.farm.identifier
            ? t('form.createdWithId', { identifier: saved.farm.identifier })
            : t('form.created'),
        );
        timer.current = setTimeout(() => navigate(id ? `/farms/${id}` : '/farms'), FARM_LIMITS.redirectAfterCreateMs);
      },
      onError: (e) => notify('error', t('form.createFailed'), e.message),
    });
  };

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
        {t('form.newTitle')}
      </h1>
      <FarmForm
        mode="create"
        initial={EMPTY_FARM_FORM}
        saving={create.isPending || created !== null}
        warning={warning}
        banner={
          created?.id ? (
            <div role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
              {created.identifier ? t('form.createdWithId', { identifier: created.identifier }) : t('form.created')}{' '}
              <Link className="font-medium underline" to={`/farms/${created.id}`}>
                {t('form.viewFarm')}
              </Link>
            </div>
          ) : null
        }
        onSubmit={(v) => void submit(v)}
        onCancel={() => navigate('/farms')}
      />
    </section>
  );
}
