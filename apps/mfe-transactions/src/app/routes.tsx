import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

// Each screen is its own chunk: the list (the first route) ships without the form, detail and claim screens.
const TransactionsPage = lazyPage(
  () => import('../features/transactions/components/transactions-page'),
  'TransactionsPage',
);
const NewTransactionPage = lazyPage(
  () => import('../features/transactions/components/new-transaction-page'),
  'NewTransactionPage',
);
const TransactionDetailPage = lazyPage(
  () => import('../features/transactions/components/transaction-detail-page'),
  'TransactionDetailPage',
);
const ClaimTransferPage = lazyPage(
  () => import('../features/transactions/components/claim-transfer-page'),
  'ClaimTransferPage',
);

/** The route tree of this remote, mounted by the shell at /transactions/*. */
export default function TransactionsRoutes() {
  return (
    <RemoteRoot name="mfe_transactions" i18n={i18n}>
      <Routes>
        <Route index element={<TransactionsPage />} />
        <Route path="new" element={<NewTransactionPage />} />
        <Route path="claim" element={<ClaimTransferPage />} />
        <Route path=":id" element={<TransactionDetailPage />} />
        <Route path="*" element={<TransactionsPage />} />
      </Routes>
    </RemoteRoot>
  );
}
