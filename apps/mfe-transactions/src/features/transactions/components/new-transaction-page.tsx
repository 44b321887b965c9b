import '../../../i18n/form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { initialTypeOf } from '../utils/form-values';
import { TransactionForm } from './transaction-form';

/**
 * /transactions/new?lotId=&type= (the lot detail's Record Transaction, the Packaging tab's
 * Transfer): the form on a page, that lot ticked, the type the action named.
 */
export function NewTransactionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const lotId = search.get('lotId')?.trim() || undefined;
  const type = initialTypeOf(search.get('type'));
  // Cancel returns to where the user came from (the lot), or to the list when opened directly.
  const cancel = () => (location.key === 'default' ? navigate('/transactions') : navigate(-1));

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('form.pageTitle')}
        </h1>
        <p className="text-sm text-gray-600">{t('form.subtitle')}</p>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <TransactionForm
          initialLotId={lotId}
          initialType={type}
          onDone={() => navigate('/transactions')}
          onCancel={cancel}
        />
      </div>
    </section>
  );
}
