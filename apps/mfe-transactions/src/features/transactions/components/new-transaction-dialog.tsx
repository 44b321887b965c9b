import '../../../i18n/form';
import { Dialog } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { TransactionForm } from './transaction-form';

/** The New Transaction dialog of the list (spec 2 "Transactions screen"); the list refreshes on success. */
export function NewTransactionDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('form.dialogTitle')}
      description={t('form.subtitle')}
      closeLabel={t('common.close')}
      className="max-w-3xl"
    >
      <TransactionForm onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
